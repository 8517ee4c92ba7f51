import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import {
  AnalysisFacts,
  AnalysisState,
  AnalysisVerdicts,
  useAudioAnalysisTexts,
} from '../../../shared/audio-analysis';
import type { TrackResource } from '../api/track-resource';

// wavesurfer.js comes in its own chunk, once a track on the page has been measured.
const Waveform = lazy(() => import('./waveform').then((module) => ({ default: module.Waveform })));

/**
 * A track's sound check (issue 19): a progress note while the server measures it, "could not
 * analyse" when it failed, else its waveform, what was measured and the verdict in plain
 * words. Nothing here stops the customer.
 */
export function TrackAnalysis({ track }: { track: TrackResource }) {
  const { t, ready } = useAudioAnalysisTexts();
  const analysis = track.meta.analysis;
  if (!analysis || !ready) return null;
  const { title } = track.attributes;
  if (analysis.status !== 'done' || !analysis.measurements) {
    return <AnalysisState analysis={analysis} />;
  }
  return (
    <Stack gap={6} data-testid="track-analysis">
      {analysis.peaks_url && (
        <Suspense fallback={null}>
          <Waveform
            trackId={track.id}
            peaksUrl={analysis.peaks_url}
            label={t('waveform', { title })}
          />
        </Suspense>
      )}
      <AnalysisFacts measurements={analysis.measurements} label={t('facts.label', { title })} />
      <AnalysisVerdicts
        warnings={analysis.warnings}
        label={t('verdict.trackLabel', { title })}
        clean={t('verdict.trackClean')}
      />
    </Stack>
  );
}
