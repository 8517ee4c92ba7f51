import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  calculatePartPrices,
  formatDuration,
  OPTION_STEPS,
  sideLetter,
  type AlbumOptions,
  type OptionStep,
} from '@vinyl/domain';
import type { AlbumResource } from '../../../shared/api/albums/album-resource';
import {
  AnalysisVerdicts,
  TrackAnalysisSummary,
  useAudioAnalysisTexts,
} from '../../../shared/audio-analysis';
import { useOptionValues } from '../../../shared/i18n/option-values';
import { PATHS } from '../../../shared/lib/paths';
import type { SummarySideView } from '../use-summary-sources';
import { useSummaryTexts } from '../use-summary-texts';
import { PartTable, type PartRow } from './part-table';

/** /disc-options?view=0|1|2: vinyl (with the label), inner sleeve, cover (spec 2 §2). */
const optionsPath = (step: OptionStep) => `${PATHS.options}?view=${OPTION_STEPS.indexOf(step)}`;

function SideTracks({ side, double }: { side: SummarySideView; double: boolean }) {
  const { t } = useSummaryTexts();
  const sound = useAudioAnalysisTexts();
  // Disc 2's sides are C and D, as on the tracks step (issue 14 item 7).
  const letter = sideLetter(side.disc, side.side);
  const caption = double
    ? t('fields.discSide', { disc: side.disc, side: letter })
    : t('fields.side', { side: letter });
  return (
    <Table aria-label={caption} captionSide="top" verticalSpacing={2} mt="sm">
      <Table.Caption ta="left" fw={600}>
        {caption} · {t('fields.sideTotal', { duration: formatDuration(side.duration) })}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('fields.track')}</Table.Th>
          <Table.Th ta="right">{t('fields.duration')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {side.tracks.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={2} c="red.8">
              {t('fields.noTracks')}
            </Table.Td>
          </Table.Tr>
        )}
        {side.tracks.map((track) => (
          <Table.Tr key={track.id}>
            <Table.Td>
              {track.title}
              {track.artist && ' '}
              {track.artist && (
                <Text span size="sm" c="dimmed">
                  — {track.artist}
                </Text>
              )}
              <TrackAnalysisSummary title={track.title} analysis={track.analysis} />
            </Table.Td>
            <Table.Td ta="right">{formatDuration(track.duration)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {sound.ready && side.audioWarnings.length > 0 && (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={2}>
              <AnalysisVerdicts
                compact
                warnings={side.audioWarnings}
                label={sound.t('verdict.sideLabel', { side: letter })}
                clean={null}
              />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
}

interface SummaryTablesProps {
  album: AlbumResource;
  /** The options priced for the chosen quantity. */
  options: AlbumOptions;
  sides: SummarySideView[];
}

/** A table per part with a link to change it (spec 1 §2 view 1). */
export function SummaryTables({ album, options, sides }: SummaryTablesProps) {
  const { t } = useSummaryTexts();
  const { attributes } = album;
  const none = t('notSet');
  const values = useOptionValues();
  const yesNo = (value: 'Yes' | 'No') => t(value === 'Yes' ? 'fields.yes' : 'fields.no');
  const prices = calculatePartPrices(options);
  const { vinyl, label, cover, innerSleeve, outerSleeve } = options;
  const priceRow = (cents: number): PartRow => ({
    label: t('fields.price'),
    value: values.money(cents),
  });
  // Catalogue values in the shown language (issue 14 item 4): "Nero", "Stampata".
  const colour = (value: string | undefined, vinylColour = false): PartRow => ({
    label: t('fields.colour'),
    value: value ? (vinylColour ? values.vinylColour(value) : values.partColour(value)) : none,
  });

  const albumRows: PartRow[] = [
    { label: t('fields.title'), value: attributes.title || none },
    { label: t('fields.author'), value: attributes.author || none },
    {
      label: t('fields.format'),
      value: attributes.album_format
        ? t('fields.formatValue', { format: attributes.album_format })
        : none,
    },
    {
      label: t('fields.speed'),
      value: attributes.album_rpm ? t('fields.speedValue', { value: attributes.album_rpm }) : none,
    },
    {
      label: t('fields.discs'),
      value: t(vinyl?.vinylsQuantity === 2 ? 'fields.double' : 'fields.single'),
    },
  ];
  const vinylRows: PartRow[] = [
    colour(vinyl?.color, true),
    {
      label: t('fields.thickness'),
      value: vinyl?.thickness
        ? t('fields.thicknessValue', {
            value: values.number(vinyl.thickness, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }),
          })
        : none,
    },
    { label: t('fields.hole'), value: vinyl?.hole ? t(`fields.holes.${vinyl.hole}`) : none },
    priceRow(prices.vinyl),
  ];
  const labelRows: PartRow[] = [
    colour(label?.color),
    { label: t('fields.labelText'), value: attributes.extra.label_text || none },
    priceRow(prices.label),
  ];
  const coverRows: PartRow[] = [
    colour(cover?.color),
    {
      label: t('fields.finishing'),
      value: cover?.finishing ? values.finishing(cover.finishing) : none,
    },
    { label: t('fields.gatefold'), value: cover ? yesNo(cover.gatefold) : none },
    { label: t('fields.centralHole'), value: cover ? yesNo(cover.central_hole) : none },
    priceRow(prices.cover),
  ];

  return (
    <Stack gap="md">
      <PartTable title={t('parts.album')} rows={albumRows} changeTo={PATHS.tracks}>
        {sides.map((side) => (
          <SideTracks
            key={`${side.disc}${side.side}`}
            side={side}
            double={sides.some((other) => other.disc > 1)}
          />
        ))}
        {sides.length === 0 && <Text c="red.8">{t('fields.noTracks')}</Text>}
      </PartTable>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PartTable title={t('parts.vinyl')} rows={vinylRows} changeTo={optionsPath('vinyl')} />
        <PartTable title={t('parts.label')} rows={labelRows} changeTo={optionsPath('vinyl')} />
        <PartTable title={t('parts.cover')} rows={coverRows} changeTo={optionsPath('cover')} />
        <PartTable
          title={t('parts.innerSleeve')}
          rows={[colour(innerSleeve?.color), priceRow(prices.innerSleeve)]}
          changeTo={optionsPath('innerSleeve')}
        />
        <PartTable
          title={t('parts.outerSleeve')}
          rows={[colour(outerSleeve?.color), priceRow(prices.outerSleeve)]}
          changeTo={optionsPath('cover')}
        />
      </SimpleGrid>
    </Stack>
  );
}
