import { Button, Group, Stack, Text } from '@mantine/core';
import { DEFAULT_PROCESSING_DAYS, DEFAULT_VAT } from '@vinyl/domain';
import { BooleanField, NumberField } from '../components/draft-inputs';
import { useCatalogueDraft } from '../draft/draft-context';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';

/**
 * VAT (whether the catalogue's prices include it, and its rate) and the working days from
 * payment to shipping behind the customers' expected ship date.
 */
export function VatSection() {
  const { t } = useAdminCatalogueTexts();
  const { draft, edit } = useCatalogueDraft();
  return (
    <Stack maw={420}>
      {draft.vat ? (
        <>
          <BooleanField path={['vat', 'included']} label={t('vat.included')} />
          <NumberField kind="percent" path={['vat', 'rate']} label={t('vat.rate')} />
        </>
      ) : (
        <Group>
          <Text>{t('vat.defaults', { rate: DEFAULT_VAT.rate })}</Text>
          <Button variant="default" onClick={() => edit(['vat'], { ...DEFAULT_VAT })}>
            {t('vat.edit')}
          </Button>
        </Group>
      )}
      <NumberField
        kind="integer"
        optional
        path={['processingDays']}
        label={t('vat.processingDays')}
        description={t('vat.processingDaysHint', { days: DEFAULT_PROCESSING_DAYS })}
      />
    </Stack>
  );
}
