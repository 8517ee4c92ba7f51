import { useQueries } from '@tanstack/react-query';
import {
  findMissingPrintItems,
  listRequiredPrintItems,
  type AlbumOptions,
  type DiscTracks,
  type PrintFileTypes,
  type PrintItem,
  VINYL_SIDES,
  type VinylSide,
} from '@vinyl/domain';
import type { AnalysisWarning, AudioAnalysis } from '../../shared/audio-analysis';
import { summaryFilesQueryOptions, summarySideQueryOptions } from './api/get-summary-sources';

export interface SummarySideView {
  disc: number;
  side: VinylSide;
  tracks: {
    id: string;
    title: string;
    artist: string | null;
    duration: number;
    analysis: AudioAnalysis | null;
  }[];
  duration: number;
  exceeded: boolean;
  /** The side's sound advice (issue 19). */
  audioWarnings: AnalysisWarning[];
}

export interface SummarySources {
  sides: SummarySideView[];
  /** Each disc's tracks, side by side, as stored on the server. */
  discs: DiscTracks[];
  /** Seconds a side may hold at the album's speed, as the server says; null before it says. */
  sideLimit: number | null;
  /** Seconds of music on the whole album. */
  duration: number;
  exceeded: boolean;
  missingPrintItems: PrintItem[];
  loading: boolean;
  error: unknown;
}

/**
 * What the summary and the order check need besides the album: each side's tracks and
 * totals (the server says when a side is over its limit) and the print files present.
 */
export function useSummarySources(
  albumId: string,
  discIds: readonly string[],
  options: AlbumOptions,
): SummarySources {
  // Every disc has sides A and B, as the tracks step shows them.
  const wanted = discIds.flatMap((vinylId, index) =>
    VINYL_SIDES.map((side) => ({ disc: index + 1, vinylId, side })),
  );
  const sideQueries = useQueries({
    queries: wanted.map(({ vinylId, side }) => summarySideQueryOptions(vinylId, side)),
  });
  const kinds = [...new Set(listRequiredPrintItems(options).map((item) => item.kind))];
  const fileQueries = useQueries({
    queries: kinds.map((kind) => summaryFilesQueryOptions(albumId, kind)),
  });
  const sides: SummarySideView[] = wanted.map(({ disc, side }, index) => {
    const data = sideQueries[index]?.data;
    return {
      disc,
      side,
      tracks: (data?.data ?? []).map((track) => ({
        id: track.id,
        title: track.attributes.title,
        artist: track.attributes.artist ?? null,
        duration: track.attributes.duration,
        analysis: track.meta?.analysis ?? null,
      })),
      duration: data?.meta.duration ?? 0,
      exceeded: data?.meta.exceeded ?? false,
      audioWarnings: data?.meta.audio_warnings ?? [],
    };
  });
  const fileTypes: PrintFileTypes = Object.fromEntries(
    kinds.map((kind, index) => [
      kind,
      (fileQueries[index]?.data?.data ?? []).map((file) => file.meta.relation.params.type),
    ]),
  );
  const all = [...sideQueries, ...fileQueries];
  const discs = discIds.map((_, index) => ({
    sideA: sides[index * 2]?.tracks ?? [],
    sideB: sides[index * 2 + 1]?.tracks ?? [],
  }));
  const sideLimit = sideQueries.find((query) => query.data)?.data?.meta.limit ?? null;
  return {
    sides,
    discs,
    sideLimit,
    duration: sides.reduce((sum, side) => sum + side.duration, 0),
    exceeded: sides.some((side) => side.exceeded),
    missingPrintItems: findMissingPrintItems(options, fileTypes),
    loading: all.some((query) => query.isPending),
    error: all.find((query) => query.isError)?.error ?? null,
  };
}
