import { Stack, Text } from '@mantine/core';
import { calculateOrderTotal, shippingCost, vatRules, type Catalog } from '@vinyl/domain';
import { useFormat } from '../../../shared/i18n/use-format';
import { PriceRow } from '../../../shared/ui/price-row';
import { useSummaryTexts } from '../use-summary-texts';

/**
 * Unit and total price in euros with 2 decimals (spec 1 §9: total = unit × quantity),
 * whether VAT is included, and the shipping: calculated from the delivery address until
 * a country is known (the one remembered from the last order, if any).
 */
export function PricePanel({
  catalog,
  unit,
  quantity,
  country,
}: {
  catalog: Catalog;
  /** Cents. */
  unit: number;
  quantity: number;
  country: string | null;
}) {
  const { t } = useSummaryTexts();
  const { money: euros } = useFormat();
  const vat = vatRules(catalog);
  const shipping = country ? shippingCost(catalog, country, quantity).cost : null;
  return (
    <Stack gap={4} role="group" aria-label={t('prices.label')}>
      <Stack component="dl" gap={4} m={0}>
        <PriceRow label={t('prices.unit')} value={euros(unit)} />
        <PriceRow
          label={t('prices.total', { count: quantity })}
          value={euros(calculateOrderTotal(unit, quantity))}
          strong
        />
        <PriceRow
          label={t('prices.shipping')}
          value={shipping === null ? t('prices.shippingUnknown') : euros(shipping)}
        />
      </Stack>
      <Text size="sm" c="dimmed">
        {vat.included ? t('prices.vatIncluded', { rate: vat.rate }) : t('prices.vatExcluded')}
      </Text>
    </Stack>
  );
}
