import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  parseQuantity,
  priceAlbum,
  withTracks,
  type AlbumOptions,
  type Catalog,
  type DiscTracks,
} from '@vinyl/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { albumsQueryKey, type AlbumResource } from '../../shared/api/albums/album-resource';
import { albumQueryOptions } from '../../shared/api/albums/get-album';
import { updateAlbum } from '../../shared/api/albums/update-album';
import { useSessionStore } from '../../shared/session';

/** Quiet time after the last keystroke before the quantity is saved. */
export const QUANTITY_SAVE_DELAY_MS = 800;

export type Repriced =
  | { ok: true; options: AlbumOptions; unit: number }
  | { ok: false; reason: string; options: AlbumOptions; unit: null };

/** The album's tracks per disc and the seconds a side may hold (null until known). */
export interface AlbumTracks {
  discs: readonly DiscTracks[];
  sideLimit: number | null;
}

/**
 * The album priced for `quantity` by the domain's one `priceAlbum` (decision 015), with the
 * tracks the server stores (they choose the vinyl's price band), as the server prices it.
 */
function reprice(
  album: AlbumResource,
  catalog: Catalog,
  quantity: number,
  tracks: AlbumTracks,
): Repriced {
  const saved = album.attributes.album_options ?? {};
  const priced = priceAlbum(catalog, {
    options: saved,
    format: album.attributes.album_format,
    quantity,
    discs: tracks.discs,
  });
  const options = priced.options ?? saved;
  // The track summary (count, seconds, over the limit) as the uploader would save it.
  const shown =
    tracks.sideLimit === null ? options : withTracks(options, tracks.discs, tracks.sideLimit);
  if (priced.ok) return { ok: true, options: shown, unit: priced.unit };
  // No disc options yet is not a refusal: there is simply no price to show.
  if (priced.code === 'options_missing') return { ok: true, options: shown, unit: 0 };
  return { ok: false, reason: priced.message, options: shown, unit: null };
}

/**
 * The quantity input of the summary (spec 1 §5, §9): 1–30, 1 when missing or 0. A new
 * quantity is priced at once; it is saved (`PATCH quantity` and `album_status: 'done'`,
 * spec 2 §3) a moment after the last change, on leaving the field, and always before an
 * order. The server prices the stored options again itself.
 */
export function useQuantity(
  album: AlbumResource,
  catalog: Catalog,
  tracks: AlbumTracks,
  ordered: boolean,
) {
  const queryClient = useQueryClient();
  const [input, setInput] = useState<string | number>(() =>
    parseQuantity(album.attributes.quantity),
  );
  const quantity = parseQuantity(input);
  // The tracks by value: a new list of the same tracks prices nothing again.
  const tracksKey = JSON.stringify({ discs: tracks.discs, sideLimit: tracks.sideLimit });
  const repriced = useMemo(
    () => reprice(album, catalog, quantity, JSON.parse(tracksKey) as AlbumTracks),
    [album, catalog, quantity, tracksKey],
  );
  const saved = useRef({
    quantity: album.attributes.quantity,
    done: album.attributes.album_status === 'done',
  });
  const latest = useRef(quantity);
  const inflight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const mutation = useMutation({
    mutationKey: ['albums', 'quantity', album.id],
    mutationFn: (copies: number) =>
      updateAlbum(album.id, { quantity: copies, album_status: 'done' }),
    onSuccess: (resource) => {
      queryClient.setQueryData(albumQueryOptions(album.id).queryKey, resource);
      void queryClient.invalidateQueries({ queryKey: albumsQueryKey, refetchType: 'none' });
    },
  });
  const { mutateAsync } = mutation;

  // The summary box shows the copies and the price at once.
  useEffect(() => {
    latest.current = quantity;
    useSessionStore
      .getState()
      .setAlbum({ albumQuantity: quantity, albumOptions: repriced.options });
  }, [quantity, repriced]);

  /** Saves the quantity unless it is saved already; false when the save failed. */
  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (ordered) return true;
    if (inflight.current) await inflight.current;
    const copies = latest.current;
    if (saved.current.quantity === copies && saved.current.done) return true;
    const run = mutateAsync(copies).then(
      () => {
        saved.current = { quantity: copies, done: true };
        return true;
      },
      () => false,
    );
    inflight.current = run;
    const ok = await run;
    inflight.current = null;
    return ok;
  }, [mutateAsync, ordered]);

  // Leaving the page before the pause is over still saves the copies.
  const saveOnLeave = useRef(save);
  useEffect(() => {
    saveOnLeave.current = save;
  }, [save]);
  useEffect(
    () => () => {
      if (latest.current !== saved.current.quantity) void saveOnLeave.current();
    },
    [],
  );

  useEffect(() => {
    if (ordered || quantity === saved.current.quantity) return undefined;
    timer.current = setTimeout(() => void save(), QUANTITY_SAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [quantity, ordered, save]);

  return {
    input,
    setInput,
    quantity,
    repriced,
    /** Saves now (leaving the field, before an order); resolves false when it failed. */
    save,
    saving: mutation.isPending,
    saveError: mutation.error,
  };
}
