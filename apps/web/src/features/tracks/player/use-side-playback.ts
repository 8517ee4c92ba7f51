import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { streamSource } from '../api/get-peaks';
import type { TrackResource } from '../api/track-resource';
import { SidePlayback } from './side-playback';
import { buildSideQueue, type QueueTrack } from './side-queue';

/** The side's tracks that can be played: those the server measured and streams. */
export function queueTracksOf(tracks: readonly TrackResource[]): QueueTrack[] {
  return tracks.flatMap((track) => {
    const analysis = track.meta.analysis;
    if (!analysis) return [];
    return [
      {
        id: track.id,
        title: track.attributes.title,
        duration: analysis.measurements?.duration ?? track.attributes.duration,
        gapAfter: track.attributes.gap_after ?? null,
        streamUrl: streamSource(analysis.stream_url),
      },
    ];
  });
}

function createAudio(track: QueueTrack): HTMLAudioElement {
  const audio = new Audio();
  // Nothing is downloaded until the customer listens; then only the ranges played.
  audio.preload = 'none';
  audio.src = track.streamUrl;
  return audio;
}

/** How often the shown position follows a playing side. */
const TICK_MS = 200;

/**
 * One `SidePlayback` for a side's tracks while the side is shown; a new order, track or gap
 * updates it in place. The state re-renders its readers, the position every 200 ms.
 */
export function useSidePlayback(tracks: readonly TrackResource[]) {
  const queueTracks = queueTracksOf(tracks);
  const key = JSON.stringify(queueTracks);
  const [playback] = useState(() => new SidePlayback(queueTracks, createAudio));
  useEffect(() => {
    playback.update(JSON.parse(key) as QueueTrack[]);
  }, [playback, key]);
  useEffect(() => () => playback.destroy(), [playback]);
  const state = useSyncExternalStore(playback.subscribe, playback.getState);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!state.playing) return;
    const timer = window.setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => window.clearInterval(timer);
  }, [state.playing]);
  // While playing, the elements move on their own: read where they are at each tick.
  const sampled = state.playing ? playback.sample() : state;
  const queue = useMemo(() => buildSideQueue(JSON.parse(key) as QueueTrack[]), [key]);
  return { playback, state: sampled, queue };
}
