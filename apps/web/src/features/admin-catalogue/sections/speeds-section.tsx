import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { RPMS, type FormatEntry, type Rpm } from '@vinyl/domain';
import { DataTable } from 'mantine-datatable';
import { NumberField } from '../components/draft-inputs';
import { useCatalogueDraft } from '../draft/draft-context';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';
import { useFormatName } from './formats-section';

/** A speed offered or not for a format, and its most seconds of music per side. */
function SpeedCell({ entry, index, rpm }: { entry: FormatEntry; index: number; rpm: Rpm }) {
  const { t } = useAdminCatalogueTexts();
  const { edit } = useCatalogueDraft();
  const name = useFormatName()(entry);
  const at = entry.rpms.findIndex((limit) => limit.value === rpm);
  const toggle = (on: boolean) => {
    const rest = entry.rpms.filter((limit) => limit.value !== rpm);
    const next = on
      ? [...rest, { value: rpm, maxDuration: Math.round(entry.maxDuration / 2) }]
      : rest;
    // Kept in the speeds' own order, as the chooser lists them.
    next.sort((a, b) => RPMS.indexOf(a.value) - RPMS.indexOf(b.value));
    edit(['formats', index, 'rpms'], next);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Checkbox
        aria-label={t('speeds.offered', { rpm, format: name })}
        checked={at >= 0}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      {at >= 0 && (
        <NumberField
          inTable
          kind="integer"
          path={['formats', index, 'rpms', at, 'maxDuration']}
          label={t('speeds.limit', { rpm, format: name })}
        />
      )}
    </Group>
  );
}

/** Speeds per format and the longest side each allows (spec 2 §9: seconds per side). */
export function SpeedsSection() {
  const { t } = useAdminCatalogueTexts();
  const { draft, errorAt } = useCatalogueDraft();
  const name = useFormatName();
  const records = draft.formats.map((entry, index) => ({ entry, index }));
  return (
    <Stack>
      <Text c="dimmed">{t('speeds.intro')}</Text>
      <DataTable
        withTableBorder
        striped
        idAccessor="index"
        records={records}
        columns={[
          {
            accessor: 'name',
            title: t('formats.format'),
            render: ({ entry, index }) => (
              <Stack gap={0}>
                <span>{name(entry)}</span>
                {errorAt(['formats', index, 'rpms']) && (
                  <Text size="xs" c="red">
                    {errorAt(['formats', index, 'rpms'])}
                  </Text>
                )}
              </Stack>
            ),
          },
          ...RPMS.map((rpm) => ({
            accessor: `rpm-${rpm}`,
            title: t('speeds.rpm', { rpm }),
            render: ({ entry, index }: { entry: FormatEntry; index: number }) => (
              <SpeedCell entry={entry} index={index} rpm={rpm} />
            ),
          })),
        ]}
      />
    </Stack>
  );
}
