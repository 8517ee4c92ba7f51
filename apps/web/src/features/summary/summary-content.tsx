import { Alert, Anchor, Card, Divider, Stack } from '@mantine/core';
import {
  canAddToCart,
  canCheckout,
  canSubmitOrder,
  checkFiscalCode,
  findOrderBlockers,
  isConsentGiven,
  type Catalog,
} from '@vinyl/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { CheckoutDetailsModal } from '../../shared/checkout/checkout-details-modal';
import { rememberedCountry } from '../../shared/checkout/customer-details';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { BlockersAlert } from './components/blockers-alert';
import { OrderConsent, type ConsentState } from './components/order-consent';
import { OrderFeedback } from './components/order-feedback';
import { PricePanel } from './components/price-panel';
import { QuantityField } from './components/quantity-field';
import { SummaryActions } from './components/summary-actions';
import { SummaryTables } from './components/summary-tables';
import { useQuantity } from './use-quantity';
import { cartItemOf, useSummaryOrder } from './use-summary-order';
import type { SummarySources } from './use-summary-sources';
import { useSummaryTexts } from './use-summary-texts';

interface SummaryContentProps {
  album: AlbumResource;
  catalog: Catalog;
  sources: SummarySources;
}

/** The summary once the album, the catalogue, the tracks and the files are in. */
export function SummaryContent({ album, catalog, sources }: SummaryContentProps) {
  const { t } = useSummaryTexts();
  const navigate = useNavigate();
  const sessionOrdered = useSessionStore((state) => state.albumOrdered);
  const nationalId = useSessionStore((state) => state.user?.national_id_number ?? '');
  const ordered = sessionOrdered || album.attributes.album_status === 'ordered';
  const quantity = useQuantity(album, catalog, sources, ordered);
  const [consent, setConsent] = useState<ConsentState>({
    termsAccepted: false,
    italianResident: null,
    fiscalCode: nationalId,
  });
  const [country] = useState(rememberedCountry);
  const options = quantity.repriced.options;
  const item = cartItemOf(album, options, quantity.quantity, quantity.repriced.unit ?? 0);
  const flow = useSummaryOrder(item, quantity.save);

  if (flow.feedback) return <OrderFeedback feedback={flow.feedback} />;

  const blockers = findOrderBlockers(sources);
  const orderable = blockers.length === 0 && quantity.repriced.ok;
  const rules = {
    italianResident: consent.italianResident,
    termsAccepted: consent.termsAccepted,
    fiscalCodeValid: checkFiscalCode(consent.fiscalCode) === 'valid',
  };
  const consentGiven = isConsentGiven(rules);
  const copies = quantity.quantity;
  const actionRules = {
    consent: consentGiven,
    ordered,
    addToCart: orderable && canAddToCart(copies, ordered, rules),
    checkout: orderable && consentGiven && canCheckout(copies, ordered),
    submit: orderable && consentGiven && canSubmitOrder(copies, ordered),
  };

  return (
    <Stack gap="lg">
      {ordered && (
        <Alert color="blue" variant="light">
          {t('ordered')}{' '}
          <Anchor component={Link} to={PATHS.orders} fw={600}>
            {t('toOrders')}
          </Anchor>
        </Alert>
      )}
      <BlockersAlert blockers={blockers} missingPrintItems={sources.missingPrintItems} />
      <SummaryTables album={album} options={options} sides={sources.sides} />
      <Card withBorder padding="lg" component="section" aria-label={t('prices.label')}>
        <Stack gap="md">
          <QuantityField quantity={quantity} disabled={ordered} />
          <Divider />
          <OrderConsent value={consent} onChange={setConsent} disabled={ordered} />
          <Divider />
          {quantity.repriced.unit !== null && (
            <PricePanel
              catalog={catalog}
              unit={quantity.repriced.unit}
              quantity={copies}
              country={country}
            />
          )}
          <SummaryActions
            rules={actionRules}
            busy={flow.preparing}
            onBack={() => void navigate(PATHS.preview)}
            onAddToCart={() => void flow.addToCart()}
            onCheckout={() => void flow.order('checkout')}
            onSubmit={() => void flow.order('submit')}
          />
        </Stack>
      </Card>
      <CheckoutDetailsModal
        opened={flow.details !== null}
        onClose={flow.closeDetails}
        mode={flow.details ?? 'checkout'}
        items={[item]}
        italianResident={consent.italianResident === true}
        fiscalCode={consent.fiscalCode}
        onPlaced={flow.onPlaced}
      />
    </Stack>
  );
}
