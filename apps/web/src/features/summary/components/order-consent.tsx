import { Anchor, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { checkFiscalCode } from '@vinyl/domain';
import { config } from '../../../shared/config';
import { useSummaryTexts } from '../use-summary-texts';

export interface ConsentState {
  termsAccepted: boolean;
  /** Null until the question is answered. */
  italianResident: boolean | null;
  fiscalCode: string;
}

/**
 * Terms, Italian residency and the fiscal code of a resident (spec 1 §5): "Insert fiscal
 * code" while empty, "Invalid fiscal code" when wrong, "Valid fiscal code" when right.
 */
export function OrderConsent({
  value,
  onChange,
  disabled,
}: {
  value: ConsentState;
  onChange: (next: ConsentState) => void;
  disabled: boolean;
}) {
  const { t } = useSummaryTexts();
  const status = checkFiscalCode(value.fiscalCode);
  const residency = value.italianResident === null ? '' : value.italianResident ? 'yes' : 'no';
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Checkbox
          label={t('terms')}
          checked={value.termsAccepted}
          onChange={(event) => onChange({ ...value, termsAccepted: event.currentTarget.checked })}
          disabled={disabled}
        />
        <Anchor href={config.footer.terms} target="_blank" rel="noreferrer" size="sm" ml={32}>
          {t('termsLink')}
        </Anchor>
      </Stack>
      <Radio.Group
        label={t('residency.label')}
        value={residency}
        onChange={(next) => onChange({ ...value, italianResident: next === 'yes' })}
      >
        <Group mt={6}>
          <Radio value="yes" label={t('residency.yes')} disabled={disabled} />
          <Radio value="no" label={t('residency.no')} disabled={disabled} />
        </Group>
      </Radio.Group>
      {value.italianResident === true && (
        <TextInput
          label={t('fiscalCode.label')}
          value={value.fiscalCode}
          onChange={(event) =>
            onChange({ ...value, fiscalCode: event.currentTarget.value.toUpperCase() })
          }
          maxLength={16}
          autoComplete="off"
          disabled={disabled}
          maw={320}
          error={status === 'invalid' ? t('fiscalCode.invalid') : undefined}
          description={
            status === 'valid' ? (
              // Dark text with a green mark: green text this small is below AA contrast.
              <Group component="span" gap={4} wrap="nowrap">
                <IconCircleCheck size={14} color="var(--mantine-color-teal-8)" aria-hidden="true" />
                <Text span size="xs" c="dark">
                  {t('fiscalCode.valid')}
                </Text>
              </Group>
            ) : status === 'empty' ? (
              t('fiscalCode.empty')
            ) : undefined
          }
        />
      )}
    </Stack>
  );
}
