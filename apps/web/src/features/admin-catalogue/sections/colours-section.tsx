import { Stack, Text } from '@mantine/core';
import type { VinylEntry } from '@vinyl/domain';
import { DataTable } from 'mantine-datatable';
import { useFormat } from '../../../shared/i18n/use-format';
import { JsonEditor } from '../components/json-editor';
import { useCatalogueDraft } from '../draft/draft-context';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';

interface ColourRow {
  colour: string;
  thicknesses: number[];
  formats: string[];
  holes: string[];
  rows: number;
}

const sortedUnique = <T,>(values: T[]) => [...new Set(values)].sort();

/** One line per colour: the weights, formats and holes it is made in. */
function colourRows(vinyls: readonly VinylEntry[]): ColourRow[] {
  const byColour = new Map<string, VinylEntry[]>();
  for (const entry of vinyls) byColour.set(entry.c, [...(byColour.get(entry.c) ?? []), entry]);
  return [...byColour].map(([colour, entries]) => ({
    colour,
    thicknesses: sortedUnique(entries.map((entry) => entry.t)).reverse(),
    formats: sortedUnique(entries.map((entry) => entry.f)).sort((a, b) => Number(b) - Number(a)),
    holes: sortedUnique(entries.map((entry) => entry.h ?? '—')),
    rows: entries.length,
  }));
}

/**
 * Vinyl colours and weights: what each colour is made in, read from the vinyl rows; a
 * colour or a weight is added or taken away in the rows themselves (JSON: every row is a
 * format × colour × weight × hole × sides × length × copies price).
 */
export function ColoursSection() {
  const { t } = useAdminCatalogueTexts();
  const { number } = useFormat();
  const { draft } = useCatalogueDraft();
  return (
    <Stack>
      <Text c="dimmed">{t('colours.intro')}</Text>
      <DataTable
        withTableBorder
        striped
        idAccessor="colour"
        records={colourRows(draft.vinyls)}
        columns={[
          { accessor: 'colour', title: t('colours.colour') },
          {
            accessor: 'thicknesses',
            title: t('colours.weights'),
            render: (row) =>
              row.thicknesses
                .map((mm) => t('colours.mm', { value: number(mm, { minimumFractionDigits: 1 }) }))
                .join(', '),
          },
          {
            accessor: 'formats',
            title: t('colours.formats'),
            render: (row) => row.formats.map((format) => `${format}″`).join(', '),
          },
          {
            accessor: 'holes',
            title: t('colours.holes'),
            render: (row) => row.holes.map((hole) => t(`colours.hole.${hole}`, hole)).join(', '),
          },
          { accessor: 'rows', title: t('colours.rows'), textAlign: 'right' },
        ]}
      />
      <JsonEditor path={['vinyls']} label={t('colours.json')} description={t('colours.jsonHint')} />
    </Stack>
  );
}
