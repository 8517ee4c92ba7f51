import { Box, Skeleton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { usePeaks } from '../api/get-peaks';
import { useSidePlayer } from '../player/side-player-context';

export interface WaveformProps {
  trackId: string;
  peaksUrl: string;
  /** Read by assistive technology; the side's slider is the keyboard's way to seek. */
  label: string;
}

const WAVE = { waveColor: '#a8a29a', progressColor: '#1f1d1a', cursorColor: '#c2410c' };

/**
 * A track's waveform drawn by wavesurfer.js from the server's peaks (issue 19: the browser
 * never decodes the file). It follows the track's own media element in the side's player,
 * and a click or drag on it seeks the side there.
 */
export function Waveform({ trackId, peaksUrl, label }: WaveformProps) {
  const peaks = usePeaks(peaksUrl);
  const playback = useSidePlayer();
  const container = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const data = peaks.data;

  useEffect(() => {
    const element = container.current;
    if (!element || !data || !playback) return;
    const index = playback.indexOf(trackId);
    const media = playback.mediaOf(index);
    const surfer = WaveSurfer.create({
      container: element,
      height: 48,
      barWidth: 2,
      barGap: 1,
      barRadius: 1,
      ...WAVE,
      peaks: [data.peaks],
      duration: data.duration,
      ...(media instanceof HTMLMediaElement && { media }),
      interact: true,
      dragToSeek: true,
    });
    const offReady = surfer.on('ready', () => setDrawn(true));
    const offSeek = surfer.on('interaction', (time) =>
      playback.seekTrack(playback.indexOf(trackId), time),
    );
    return () => {
      offReady();
      offSeek();
      surfer.destroy();
      setDrawn(false);
    };
  }, [data, playback, trackId]);

  if (peaks.isError) return null;
  return (
    <Box pos="relative" mih={48}>
      {!drawn && <Skeleton height={48} radius="sm" pos="absolute" inset={0} />}
      <div
        ref={container}
        role="img"
        aria-label={label}
        data-testid="waveform"
        data-drawn={drawn || undefined}
        style={{ cursor: 'pointer' }}
      />
    </Box>
  );
}
