import { Group, Select, Stack, Text, Title } from '@mantine/core';
import type { VinylEntry } from '@vinyl/domain';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { PriceInput } from '../components/draft-inputs';
import { useCatalogueDraft } from '../draft/draft-context';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';

interface Band {
  id: string;
  sides: number;
  min: number;
  max: number;
  /** Copies threshold → the vinyl row's index. */
  tiers: Map<number, number>;
}

type Filter = { f: string; c: string; t: string; h: string };

const unique = (values: string[]) => [...new Set(values)];

/** The filtered vinyl rows as one line per sides and length band, one column per tier. */
function bands(vinyls: readonly VinylEntry[], filter: Filter): { rows: Band[]; tiers: number[] } {
  const rows = new Map<string, Band>();
  const tiers = new Set<number>();
  vinyls.forEach((entry, index) => {
    if (entry.f !== filter.f || entry.c !== filter.c) return;
    if (String(entry.t) !== filter.t || String(entry.h) !== filter.h) return;
    const id = `${entry.s}-${entry.min}-${entry.max}`;
    const band = rows.get(id) ?? {
      id,
      sides: entry.s,
      min: entry.min,
      max: entry.max,
      tiers: new Map(),
    };
    band.tiers.set(entry.q, index);
    tiers.add(entry.q);
    rows.set(id, band);
  });
  return { rows: [...rows.values()], tiers: [...tiers].sort((a, b) => a - b) };
}

/** A choice among the values the rows before it leave, kept valid when they change. */
function pick(values: string[], current: string) {
  return values.includes(current) ? current : (values[0] ?? '');
}

/**
 * Price tiers (spec 2 §9): a vinyl's price per copy falls with the copies ordered; each row
 * of the catalogue is one format, colour, weight, hole, sides, length band and tier. The
 * filters pick one vinyl; its prices are a grid of bands × tiers, every cell a field.
 */
export function PriceTiersSection() {
  const { t } = useAdminCatalogueTexts();
  const { draft } = useCatalogueDraft();
  const [wanted, setWanted] = useState<Filter>({ f: '12', c: 'Black', t: '2', h: 'standard' });
  const { vinyls } = draft;
  const f = pick(unique(vinyls.map((e) => e.f)), wanted.f);
  const ofFormat = vinyls.filter((e) => e.f === f);
  const c = pick(unique(ofFormat.map((e) => e.c)), wanted.c);
  const ofColour = ofFormat.filter((e) => e.c === c);
  const thickness = pick(unique(ofColour.map((e) => String(e.t))), wanted.t);
  const h = pick(
    unique(ofColour.filter((e) => String(e.t) === thickness).map((e) => String(e.h))),
    wanted.h,
  );
  const filter = { f, c, t: thickness, h };
  const { rows, tiers } = bands(vinyls, filter);
  const select = (key: keyof Filter, label: string, values: string[]) => (
    <Select
      label={label}
      data={values}
      value={filter[key]}
      allowDeselect={false}
      onChange={(value) => value && setWanted({ ...filter, [key]: value })}
      w={180}
    />
  );
  return (
    <Stack>
      <Text c="dimmed">{t('tiers.intro')}</Text>
      <Group align="end">
        {select('f', t('tiers.format'), unique(vinyls.map((e) => e.f)))}
        {select('c', t('tiers.colour'), unique(ofFormat.map((e) => e.c)))}
        {select('t', t('tiers.weight'), unique(ofColour.map((e) => String(e.t))))}
        {select(
          'h',
          t('tiers.hole'),
          unique(ofColour.filter((e) => String(e.t) === thickness).map((e) => String(e.h))),
        )}
      </Group>
      <DataTable
        withTableBorder
        striped
        records={rows}
        columns={[
          {
            accessor: 'band',
            title: t('tiers.band'),
            render: (band) =>
              t('tiers.bandValue', { count: band.sides, min: band.min, max: band.max }),
          },
          ...tiers.map((q) => ({
            accessor: `q-${q}`,
            title: t('tiers.from', { count: q }),
            render: (band: Band) => {
              const index = band.tiers.get(q);
              if (index === undefined) return '—';
              const label = t('tiers.cell', {
                band: t('tiers.bandValue', { count: band.sides, min: band.min, max: band.max }),
                count: q,
              });
              return <PriceInput inTable path={['vinyls', index, 'p']} label={label} />;
            },
          })),
        ]}
      />
      <LabelTiers />
    </Stack>
  );
}

/** Labels are priced by colour and copies alone. */
function LabelTiers() {
  const { t } = useAdminCatalogueTexts();
  const { draft } = useCatalogueDraft();
  const colours = unique(draft.labels.map((label) => label.c));
  const tiers = [...new Set(draft.labels.map((label) => label.q))].sort((a, b) => a - b);
  return (
    <Stack gap="xs">
      <Title order={3}>{t('tiers.labels')}</Title>
      <DataTable
        withTableBorder
        striped
        idAccessor="colour"
        records={colours.map((colour) => ({ colour }))}
        columns={[
          { accessor: 'colour', title: t('tiers.colour') },
          ...tiers.map((q) => ({
            accessor: `q-${q}`,
            title: t('tiers.from', { count: q }),
            render: ({ colour }: { colour: string }) => {
              const index = draft.labels.findIndex((label) => label.c === colour && label.q === q);
              if (index < 0) return '—';
              return (
                <PriceInput
                  inTable
                  path={['labels', index, 'p']}
                  label={t('tiers.labelCell', { colour, count: q })}
                />
              );
            },
          })),
        ]}
      />
    </Stack>
  );
}
