import { Button, Group, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useSummaryTexts } from '../use-summary-texts';

export interface ActionRules {
  addToCart: boolean;
  checkout: boolean;
  submit: boolean;
  /** Terms and residency (and the fiscal code of a resident) are given. */
  consent: boolean;
  ordered: boolean;
}

/**
 * Add to Cart, Checkout and Submit order with the enabling rules of spec 1 §5; Back
 * returns to the album preview (view 0).
 */
export function SummaryActions({
  rules,
  busy,
  onBack,
  onAddToCart,
  onCheckout,
  onSubmit,
}: {
  rules: ActionRules;
  busy: boolean;
  onBack: () => void;
  onAddToCart: () => void;
  onCheckout: () => void;
  onSubmit: () => void;
}) {
  const { t } = useSummaryTexts();
  return (
    <Stack gap="xs">
      {!rules.consent && !rules.ordered && (
        <Text size="sm" c="dimmed" id="summary-consent-hint">
          {t('actions.consentHint')}
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('back')}
        </Button>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
            disabled={!rules.addToCart}
            loading={busy}
            onClick={onAddToCart}
          >
            {t('actions.addToCart')}
          </Button>
          <Button disabled={!rules.checkout} loading={busy} onClick={onCheckout}>
            {t('actions.checkout')}
          </Button>
          <Button disabled={!rules.submit} loading={busy} onClick={onSubmit}>
            {t('actions.submit')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
