import { ActionIcon, Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { DEFAULT_SHIPPING, type ShippingZone } from '@vinyl/domain';
import { DataTable } from 'mantine-datatable';
import { NumberField, TextField } from '../components/draft-inputs';
import { useCatalogueDraft } from '../draft/draft-context';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';

/**
 * Shipping zones (issue 9): the countries each covers — one zone lists none and covers the
 * rest of the world — and its price for the first copy and each further one.
 */
export function ShippingSection() {
  const { t } = useAdminCatalogueTexts();
  const { draft, edit, errorAt } = useCatalogueDraft();
  const setZones = (next: ShippingZone[]) => edit(['shipping'], { zones: next });
  // A catalogue without zones ships by the defaults: editing starts from a copy of them.
  if (!draft.shipping) {
    return (
      <Group>
        <Text>{t('shipping.defaults')}</Text>
        <Button variant="default" onClick={() => setZones(structuredClone(DEFAULT_SHIPPING.zones))}>
          {t('shipping.edit')}
        </Button>
      </Group>
    );
  }
  const { zones } = draft.shipping;
  const at = (index: number, field: string) => ['shipping', 'zones', index, field];
  const records = zones.map((zone, index) => ({ zone, index }));
  return (
    <Stack>
      <Text c="dimmed">{t('shipping.intro')}</Text>
      {errorAt(['shipping', 'zones']) && <Text c="red">{errorAt(['shipping', 'zones'])}</Text>}
      <DataTable
        withTableBorder
        striped
        idAccessor="index"
        records={records}
        columns={[
          {
            accessor: 'id',
            title: t('shipping.zone'),
            render: ({ index }) => (
              <TextField inTable path={at(index, 'id')} label={t('shipping.zone')} />
            ),
          },
          {
            accessor: 'countries',
            title: t('shipping.countries'),
            render: ({ zone, index }) => (
              <TagsInput
                size="xs"
                aria-label={t('shipping.countriesOf', { zone: zone.id })}
                placeholder={zone.countries.length === 0 ? t('shipping.restOfWorld') : undefined}
                value={zone.countries}
                onChange={(countries) =>
                  setZones(zones.map((z, i) => (i === index ? { ...z, countries } : z)))
                }
                error={errorAt(at(index, 'countries'))}
                miw={220}
              />
            ),
          },
          {
            accessor: 'base',
            title: t('shipping.base'),
            render: ({ zone, index }) => (
              <NumberField
                inTable
                kind="euros"
                path={at(index, 'base')}
                label={t('shipping.baseOf', { zone: zone.id })}
              />
            ),
          },
          {
            accessor: 'perCopy',
            title: t('shipping.perCopy'),
            render: ({ zone, index }) => (
              <NumberField
                inTable
                kind="euros"
                path={at(index, 'perCopy')}
                label={t('shipping.perCopyOf', { zone: zone.id })}
              />
            ),
          },
          {
            accessor: 'remove',
            title: '',
            render: ({ zone, index }) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('shipping.remove', { zone: zone.id })}
                onClick={() => setZones(zones.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            ),
          },
        ]}
      />
      <Group>
        <Button
          variant="default"
          onClick={() =>
            setZones([
              ...zones,
              { id: `zone-${zones.length + 1}`, countries: [], base: 0, perCopy: 0 },
            ])
          }
        >
          {t('shipping.add')}
        </Button>
      </Group>
    </Stack>
  );
}
