import { Badge, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useFormat } from '../../../shared/i18n/use-format';
import type { CatalogueExample, CataloguePreview, ExamplePrice } from '../api/catalogue-editor';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';

/** The example album in words: "12″ double, 30 copies, printed cover and labels, to DE". */
function useExampleName() {
  const { t } = useAdminCatalogueTexts();
  return (example: CatalogueExample) =>
    t(example.printed ? 'preview.examplePrinted' : 'preview.example', {
      format: example.format,
      discs: t(example.discs === 2 ? 'formats.double' : 'formats.single'),
      count: example.quantity,
      country: example.country,
    });
}

/**
 * What the example albums cost with the published catalogue and with the edit (issue 17),
 * priced by the server with the domain's pricing: album per copy, album, delivery, order.
 */
export function PreviewPanel({
  preview,
  outdated,
}: {
  preview: CataloguePreview;
  outdated: boolean;
}) {
  const { t } = useAdminCatalogueTexts();
  const { money } = useFormat();
  const name = useExampleName();
  const price = (value: ExamplePrice | null, error: string | null, pick: keyof ExamplePrice) =>
    value ? money(value[pick]) : t('preview.notPriced', { code: error ?? '' });
  const change = ({ before, after }: CatalogueExample) => {
    if (!before || !after) return '—';
    const difference = after.order_total - before.order_total;
    if (difference === 0) return t('preview.same');
    return `${difference > 0 ? '+' : '−'}${money(Math.abs(difference))}`;
  };
  return (
    <Stack gap="xs" aria-label={t('preview.title')} component="section">
      <Text fw={600}>
        {t('preview.title')}{' '}
        {outdated && (
          <Badge color="yellow" variant="light">
            {t('preview.outdated')}
          </Badge>
        )}
      </Text>
      <DataTable
        withTableBorder
        striped
        records={preview.examples}
        columns={[
          { accessor: 'id', title: t('preview.album'), render: name },
          {
            accessor: 'unitBefore',
            title: t('preview.unitBefore'),
            render: (e) => price(e.before, e.before_error, 'unit'),
          },
          {
            accessor: 'unitAfter',
            title: t('preview.unitAfter'),
            render: (e) => price(e.after, e.after_error, 'unit'),
          },
          {
            accessor: 'before',
            title: t('preview.before'),
            render: (e) => price(e.before, e.before_error, 'order_total'),
          },
          {
            accessor: 'after',
            title: t('preview.after'),
            render: (e) => price(e.after, e.after_error, 'order_total'),
          },
          { accessor: 'change', title: t('preview.change'), render: change },
        ]}
      />
      <Text size="sm" c="dimmed">
        {t('preview.note')}
      </Text>
    </Stack>
  );
}
