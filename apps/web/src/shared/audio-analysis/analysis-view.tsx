import { Badge, Box, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { AnalysisMeasurements, AnalysisWarning, AudioAnalysis } from './analysis-resource';
import { useAudioAnalysisTexts } from './analysis-texts';
import { describeMeasurements, describeWarning, wordedValues } from './describe-analysis';

/** What was measured, as terms and values that wrap on a small screen. */
export function AnalysisFacts({
  measurements,
  label,
}: {
  measurements: AnalysisMeasurements;
  label: string;
}) {
  const { t, lang } = useAudioAnalysisTexts();
  return (
    <Group component="dl" aria-label={label} gap="xs" m={0} data-testid="analysis-facts">
      {describeMeasurements(measurements, lang).map((fact) => (
        <Box key={fact.key} fz="xs" data-fact={fact.key}>
          <Text component="dt" display="inline" fz="xs" c="dimmed">
            {t(fact.label)}
          </Text>{' '}
          <Text component="dd" display="inline" fz="xs" m={0} ff="monospace">
            {typeof fact.value === 'string' ? fact.value : t(fact.value.key, fact.value.values)}
          </Text>
        </Box>
      ))}
    </Group>
  );
}

/**
 * Findings in plain words, each with why it matters and what to do; a word says how much it
 * matters, so colour is never the only signal (white on red 9 is 5.4:1, as the tracks' "Over
 * the limit" badge; axe checks it in e2e/audio-analysis.spec.ts). None blocks an order.
 */
export function AnalysisVerdicts({
  warnings,
  label,
  clean,
  compact = false,
}: {
  warnings: readonly AnalysisWarning[];
  label: string;
  /** Said when there is nothing to fix (null: say nothing). */
  clean: string | null;
  /** One line per finding, without the advice (summary, the plant's page). */
  compact?: boolean;
}) {
  const { t, lang } = useAudioAnalysisTexts();
  if (warnings.length === 0) {
    return clean ? (
      <Group gap={4} wrap="nowrap" data-testid="analysis-clean">
        <IconCircleCheck size={14} color="var(--mantine-color-green-8)" aria-hidden />
        <Text size="xs">{clean}</Text>
      </Group>
    ) : null;
  }
  return (
    <List aria-label={label} spacing={4} size="sm" listStyleType="none" ml={0} pl={0}>
      {warnings.map((warning, index) => {
        const worded = describeWarning(warning, lang);
        const values = wordedValues(worded, (key) => t(key));
        const warn = worded.severity === 'warning';
        return (
          <List.Item key={`${worded.code}-${index}`} data-code={worded.code}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Badge size="xs" variant={warn ? 'filled' : 'light'} color={warn ? 'red.9' : 'gray'}>
                {t(`severity.${worded.severity}`)}
              </Badge>
              <Stack gap={0}>
                <Text size="sm" fw={warn ? 600 : 400}>
                  {t(worded.title, values)}
                </Text>
                {!compact && worded.advice && (
                  <Text size="xs" c="dimmed">
                    {t(worded.advice, values)}
                  </Text>
                )}
              </Stack>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}

/** "Checking the sound…" while the server works, or why it could not. */
export function AnalysisState({ analysis }: { analysis: Pick<AudioAnalysis, 'status' | 'error'> }) {
  const { t } = useAudioAnalysisTexts();
  if (analysis.status === 'failed') {
    return (
      <Text size="xs" c="orange.9" data-testid="analysis-failed">
        {t('status.failed')}
        {analysis.error && ` ${t('status.failedReason', { reason: analysis.error })}`}
      </Text>
    );
  }
  if (analysis.status === 'done') return null;
  return (
    <Group gap={6} role="status" data-testid="analysis-progress">
      <Loader size="xs" type="dots" aria-hidden />
      <Text size="xs" c="dimmed">
        {t(`status.${analysis.status}`)}
      </Text>
    </Group>
  );
}

/** A track's check in a few lines: the facts and each finding (summary, plant's page). */
export function TrackAnalysisSummary({
  title,
  analysis,
}: {
  title: string;
  analysis: Pick<AudioAnalysis, 'status' | 'error' | 'measurements' | 'warnings'> | null;
}) {
  const { t, ready } = useAudioAnalysisTexts();
  if (!analysis || !ready) return null;
  if (analysis.status !== 'done' || !analysis.measurements) {
    return <AnalysisState analysis={analysis} />;
  }
  return (
    <Stack gap={2}>
      <AnalysisFacts measurements={analysis.measurements} label={t('facts.label', { title })} />
      <AnalysisVerdicts
        compact
        warnings={analysis.warnings}
        label={t('verdict.trackLabel', { title })}
        clean={null}
      />
    </Stack>
  );
}
