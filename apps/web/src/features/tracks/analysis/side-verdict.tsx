import { Stack, Text } from '@mantine/core';
import {
  AnalysisVerdicts,
  useAudioAnalysisTexts,
  type AnalysisWarning,
} from '../../../shared/audio-analysis';
import type { SideTracksDocument } from '../api/track-resource';

/**
 * The side's verdict (issue 19): what the server found across its tracks (a long side cut
 * loud, loudness jumps), or that nothing needs fixing once every track is measured. The
 * volume advice for the side's length is shown by `VolumeAdvice` from the tracks on the
 * screen, so the server's `side_volume` is not said twice.
 */
export function SideVerdict({ document, side }: { document: SideTracksDocument; side: string }) {
  const { t, ready } = useAudioAnalysisTexts();
  const warnings: AnalysisWarning[] = (document.meta.audio_warnings ?? []).filter(
    (warning) => warning.code !== 'side_volume',
  );
  const tracks = document.data;
  const measured = tracks.filter((track) => track.meta.analysis?.status === 'done');
  if (!ready || measured.length === 0) return null;
  const allDone = tracks.every((track) => track.meta.analysis?.status === 'done');
  const trackFindings = measured.some((track) => (track.meta.analysis?.warnings.length ?? 0) > 0);
  const clean = allDone && !trackFindings ? t('verdict.sideClean', { side }) : null;
  return (
    <Stack gap={4} data-testid="side-verdict">
      <AnalysisVerdicts
        warnings={warnings}
        label={t('verdict.sideLabel', { side })}
        clean={clean}
      />
      {(warnings.length > 0 || trackFindings) && (
        <Text size="xs" c="dimmed">
          {t('verdict.nothingBlocks')}
        </Text>
      )}
    </Stack>
  );
}
