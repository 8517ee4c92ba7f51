import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_AUDIO_CHECKS, type AudioChecks } from '@vinyl/domain';
import { NumberField } from '../components/draft-inputs';
import { useCatalogueDraft } from '../draft/draft-context';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';

type Check = keyof AudioChecks;

/** The thresholds in the order a cutting engineer reads a master: level, then time, then side. */
const GROUPS: readonly (readonly [string, readonly (readonly [Check, 'decimal' | 'integer'])[]])[] =
  [
    [
      'levels',
      [
        ['maxTruePeakDbtp', 'decimal'],
        ['maxClippedSamples', 'integer'],
        ['maxIntegratedLufs', 'decimal'],
        ['minIntegratedLufs', 'decimal'],
      ],
    ],
    [
      'bassAndFile',
      [
        ['minLowBandCorrelation', 'decimal'],
        ['minSampleRate', 'integer'],
      ],
    ],
    [
      'silences',
      [
        ['maxLeadingSilence', 'decimal'],
        ['maxTrailingSilence', 'decimal'],
      ],
    ],
    [
      'sides',
      [
        ['loudSideLufs', 'decimal'],
        ['maxSideLoudnessSpread', 'decimal'],
      ],
    ],
  ];

/**
 * The sound checks' thresholds (issue 19, catalogue `audioChecks`): what makes the tracks
 * step warn a customer about a master. Each value is judged by the catalogue's schema, as
 * every other field; a catalogue without its own thresholds uses the shop's defaults.
 */
export function AudioChecksSection() {
  const { t } = useAdminCatalogueTexts();
  const { draft, edit } = useCatalogueDraft();
  if (!draft.audioChecks) {
    return (
      <Group>
        <Text>{t('audioChecks.defaults')}</Text>
        <Button
          variant="default"
          onClick={() => edit(['audioChecks'], { ...DEFAULT_AUDIO_CHECKS })}
        >
          {t('audioChecks.edit')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack maw={760}>
      <Text c="dimmed">{t('audioChecks.intro')}</Text>
      {GROUPS.map(([group, checks]) => (
        <Stack key={group} gap="xs">
          <Title order={3} size="h5">
            {t(`audioChecks.groups.${group}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {checks.map(([check, kind]) => (
              <NumberField
                key={check}
                kind={kind}
                path={['audioChecks', check]}
                label={t(`audioChecks.${check}.label`)}
                description={t(`audioChecks.${check}.hint`, {
                  value: DEFAULT_AUDIO_CHECKS[check],
                })}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
