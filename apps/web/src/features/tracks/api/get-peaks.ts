import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';

/** A track's waveform as the server computed it: one merged channel, values 0..1. */
export interface PeaksDocument {
  duration: number;
  peaks: number[];
}

/** The server's links are relative to the shop (`/api/audio/…`) or to the API (`audio/…`). */
export function apiRelative(url: string): string {
  const path = url.replace(/^\/?api(?=\/)/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Where the browser streams a track from (HTTP Range; the owner only). */
export const streamSource = (url: string) => `/api${apiRelative(url)}`;

/** `GET /api/audio/{id}/peaks` (issue 19): never decoded in the browser; cached for good. */
export function peaksQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['audio-peaks', url],
    queryFn: ({ signal }) => apiFetch<PeaksDocument>(apiRelative(url), { signal }),
    staleTime: Infinity,
  });
}

export const usePeaks = (url: string | null) =>
  useQuery({ ...peaksQueryOptions(url ?? ''), enabled: url !== null });
