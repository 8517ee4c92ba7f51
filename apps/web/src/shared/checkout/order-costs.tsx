import { Loader, Stack, Text } from '@mantine/core';
import { CountryCodeSchema, shippingCost, vatRules } from '@vinyl/domain';
import { useCatalogue } from '../api/catalogue/get-catalogue';
import { useFormat } from '../i18n/use-format';
import { PriceRow } from '../ui/price-row';
import { useCheckoutTexts } from './use-checkout-texts';

/**
 * What the order costs before it is paid or submitted (issue 9 item 6): the records, the
 * delivery to the chosen country from the catalogue's zones (`shippingCost`), the total and
 * whether VAT is included. The server prices the order again; this is what it will charge.
 */
export function OrderCosts({
  itemsTotal,
  copies,
  country,
}: {
  /** Cents. */
  itemsTotal: number;
  copies: number;
  /** The shipping country as typed so far; no cost is shown until it is a country. */
  country: string;
}) {
  const { t } = useCheckoutTexts();
  const { money: euros } = useFormat();
  const catalog = useCatalogue();
  if (!catalog.data) return <Loader size="sm" aria-label={t('costs.label')} />;
  const code = CountryCodeSchema.safeParse(country);
  const shipping = code.success ? shippingCost(catalog.data, code.data, copies).cost : null;
  const vat = vatRules(catalog.data);
  return (
    <Stack gap={4} role="group" aria-label={t('costs.label')}>
      <Stack component="dl" gap={4} m={0}>
        <PriceRow label={t('costs.items', { count: copies })} value={euros(itemsTotal)} />
        <PriceRow
          label={t('costs.shipping')}
          value={shipping === null ? t('costs.shippingUnknown') : euros(shipping)}
        />
        <PriceRow label={t('costs.total')} value={euros(itemsTotal + (shipping ?? 0))} strong />
      </Stack>
      <Text size="sm" c="dimmed">
        {vat.included ? t('costs.vatIncluded', { rate: vat.rate }) : t('costs.vatExcluded')}
      </Text>
    </Stack>
  );
}
