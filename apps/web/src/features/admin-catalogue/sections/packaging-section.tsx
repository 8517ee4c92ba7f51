import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { PriceInput } from '../components/draft-inputs';
import { JsonEditor } from '../components/json-editor';
import { useCatalogueDraft } from '../draft/draft-context';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';

const byFormat = (a: string, b: string) => Number(b) - Number(a);

/** Covers of one format: colour, finishing, central hole and gatefold, each with its price. */
function Covers({ format }: { format: string }) {
  const { t } = useAdminCatalogueTexts();
  const { draft } = useCatalogueDraft();
  const yesNo = (value: string) => t(value === 'Yes' ? 'packaging.yes' : 'packaging.no');
  const records = draft.covers
    .map((cover, index) => ({ cover, index }))
    .filter(({ cover }) => cover.f === format);
  return (
    <DataTable
      withTableBorder
      striped
      idAccessor="index"
      records={records}
      columns={[
        { accessor: 'colour', title: t('packaging.colour'), render: ({ cover }) => cover.c },
        {
          accessor: 'finishing',
          title: t('packaging.finishing'),
          render: ({ cover }) => cover.fin,
        },
        {
          accessor: 'hole',
          title: t('packaging.centralHole'),
          render: ({ cover }) => yesNo(cover.c_h),
        },
        {
          accessor: 'gatefold',
          title: t('packaging.gatefold'),
          render: ({ cover }) => yesNo(cover.g),
        },
        {
          accessor: 'price',
          title: t('packaging.price'),
          render: ({ cover, index }) => (
            <PriceInput
              inTable
              path={['covers', index, 'p']}
              label={t('packaging.coverPrice', {
                format: cover.f,
                colour: cover.c,
                finishing: cover.fin,
                hole: yesNo(cover.c_h),
                gatefold: yesNo(cover.g),
              })}
            />
          ),
        },
      ]}
    />
  );
}

/** Inner or outer sleeves: format, colour, price. */
function Sleeves({ list }: { list: 'innerSleeves' | 'outerSleeves' }) {
  const { t } = useAdminCatalogueTexts();
  const { draft } = useCatalogueDraft();
  const records = draft[list].map((sleeve, index) => ({ sleeve, index }));
  return (
    <DataTable
      withTableBorder
      striped
      idAccessor="index"
      records={records}
      columns={[
        {
          accessor: 'format',
          title: t('packaging.format'),
          render: ({ sleeve }) => `${sleeve.f}″`,
        },
        { accessor: 'colour', title: t('packaging.colour'), render: ({ sleeve }) => sleeve.c },
        {
          accessor: 'price',
          title: t('packaging.price'),
          render: ({ sleeve, index }) => (
            <PriceInput
              inTable
              path={[list, index, 'p']}
              label={t(`packaging.${list}Price`, { format: sleeve.f, colour: sleeve.c })}
            />
          ),
        },
      ]}
    />
  );
}

/** Sleeves and covers (spec 2 §9): their prices as fields, their list as JSON. */
export function PackagingSection() {
  const { t } = useAdminCatalogueTexts();
  const { draft } = useCatalogueDraft();
  const formats: string[] = [...new Set(draft.covers.map((cover) => cover.f))].sort(byFormat);
  const [wanted, setFormat] = useState('12');
  const format = formats.includes(wanted) ? wanted : (formats[0] ?? '12');
  return (
    <Stack>
      <Title order={3}>{t('packaging.covers')}</Title>
      <Text c="dimmed">{t('packaging.coversIntro')}</Text>
      <SegmentedControl
        aria-label={t('packaging.format')}
        value={format}
        onChange={setFormat}
        data={formats.map((value) => ({ value, label: `${value}″` }))}
        w="fit-content"
      />
      <Covers format={format} />
      <JsonEditor path={['covers']} label={t('packaging.coversJson')} />
      <Title order={3}>{t('packaging.innerSleeves')}</Title>
      <Sleeves list="innerSleeves" />
      <JsonEditor path={['innerSleeves']} label={t('packaging.innerJson')} />
      <Title order={3}>{t('packaging.outerSleeves')}</Title>
      <Sleeves list="outerSleeves" />
      <JsonEditor path={['outerSleeves']} label={t('packaging.outerJson')} />
    </Stack>
  );
}
