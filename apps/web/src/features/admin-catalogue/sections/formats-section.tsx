import { Stack, Switch, Text } from '@mantine/core';
import type { FormatEntry, FormatRef } from '@vinyl/domain';
import { DataTable } from 'mantine-datatable';
import { NumberField, PriceInput, TextField } from '../components/draft-inputs';
import { JsonEditor } from '../components/json-editor';
import { useCatalogueDraft } from '../draft/draft-context';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';

type ListKey = 'excludedFormats' | 'commonFormats';
const sameFormat = (a: FormatRef) => (b: FormatRef) =>
  a.format === b.format && a.vinylsQuantity === b.vinylsQuantity;

/** What a format is called on this page: "12″ single". */
export function useFormatName() {
  const { t } = useAdminCatalogueTexts();
  return (entry: FormatRef) =>
    t('formats.name', {
      format: entry.format,
      discs: t(entry.vinylsQuantity === 2 ? 'formats.double' : 'formats.single'),
    });
}

/**
 * Formats and their availability (spec 2 §9 format table): offered or not (excluded
 * formats), shown first (common formats), and each one's size, length and starting price.
 */
export function FormatsSection() {
  const { t } = useAdminCatalogueTexts();
  const { draft, edit } = useCatalogueDraft();
  const name = useFormatName();
  const listed = (key: ListKey, entry: FormatRef) => draft[key].some(sameFormat(entry));
  const toggle = (key: ListKey, entry: FormatEntry, on: boolean) => {
    const rest = draft[key].filter((ref) => !sameFormat(entry)(ref));
    const ref = { format: entry.format, vinylsQuantity: entry.vinylsQuantity };
    edit([key], on ? [...rest, ref] : rest);
  };
  const records = draft.formats.map((entry, index) => ({ entry, index }));
  return (
    <Stack>
      <Text c="dimmed">{t('formats.intro')}</Text>
      <DataTable
        withTableBorder
        striped
        idAccessor="index"
        records={records}
        columns={[
          { accessor: 'name', title: t('formats.format'), render: ({ entry }) => name(entry) },
          {
            accessor: 'offered',
            title: t('formats.offered'),
            render: ({ entry }) => (
              <Switch
                aria-label={`${t('formats.offered')}: ${name(entry)}`}
                checked={!listed('excludedFormats', entry)}
                onChange={(event) => toggle('excludedFormats', entry, !event.currentTarget.checked)}
              />
            ),
          },
          {
            accessor: 'common',
            title: t('formats.common'),
            render: ({ entry }) => (
              <Switch
                aria-label={`${t('formats.common')}: ${name(entry)}`}
                checked={listed('commonFormats', entry)}
                onChange={(event) => toggle('commonFormats', entry, event.currentTarget.checked)}
              />
            ),
          },
          {
            accessor: 'dimension',
            title: t('formats.dimension'),
            render: ({ entry, index }) => (
              <TextField
                inTable
                path={['formats', index, 'dimension']}
                label={`${t('formats.dimension')}: ${name(entry)}`}
              />
            ),
          },
          {
            accessor: 'maxDuration',
            title: t('formats.maxDuration'),
            render: ({ entry, index }) => (
              <NumberField
                inTable
                kind="integer"
                path={['formats', index, 'maxDuration']}
                label={`${t('formats.maxDuration')}: ${name(entry)}`}
              />
            ),
          },
          {
            accessor: 'price',
            title: t('formats.price'),
            render: ({ entry, index }) => (
              <PriceInput
                inTable
                path={['formats', index, 'price']}
                label={`${t('formats.price')}: ${name(entry)}`}
              />
            ),
          },
        ]}
      />
      <JsonEditor
        path={['inventory']}
        label={t('formats.inventory')}
        description={t('formats.inventoryHint')}
      />
    </Stack>
  );
}
