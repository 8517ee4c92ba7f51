import { Group, List, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { MAX_QUANTITY, MIN_QUANTITY } from '@vinyl/domain';
import { reasonOf } from '../reason-of';
import type { useQuantity } from '../use-quantity';
import { useSummaryTexts } from '../use-summary-texts';

/**
 * The quantity (spec 1 §5: a number from 1 to 30) with the notes on quantities (spec 1 §1,
 * §9) and the processing time; saving shows beside it.
 */
export function QuantityField({
  quantity,
  disabled,
}: {
  quantity: ReturnType<typeof useQuantity>;
  disabled: boolean;
}) {
  const { t } = useSummaryTexts();
  const refused = quantity.repriced.ok ? null : quantity.repriced.reason;
  const error = refused
    ? t('quantity.refused', { reason: refused })
    : quantity.saveError
      ? t('quantity.saveError', { reason: reasonOf(quantity.saveError) })
      : undefined;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('quantity.label')}
          description={t('quantity.hint')}
          value={quantity.input}
          onChange={quantity.setInput}
          onBlur={() => {
            // An empty or out-of-range entry shows as the copies it counts as.
            quantity.setInput(quantity.quantity);
            void quantity.save();
          }}
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="blur"
          disabled={disabled}
          error={error}
          w={160}
        />
        {quantity.saving && (
          <Group gap={6} pb={8} role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('quantity.saving')}</Text>
          </Group>
        )}
      </Group>
      <Text fw={600} size="sm" id="quantity-notes">
        {t('notes.title')}
      </Text>
      <List size="sm" aria-labelledby="quantity-notes">
        <List.Item>{t('notes.online')}</List.Item>
        <List.Item>{t('notes.submit')}</List.Item>
        <List.Item>{t('notes.max')}</List.Item>
      </List>
      <Text size="sm">{t('processing')}</Text>
    </Stack>
  );
}
