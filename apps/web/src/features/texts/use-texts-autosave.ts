import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlbumChanges } from '../../shared/api/albums/album-resource';
import { albumsQueryKey } from '../../shared/api/albums/album-resource';
import { updateAlbum } from '../../shared/api/albums/update-album';
import { prefetchCsrfToken } from '../../shared/api/client';
import { useSessionStore } from '../../shared/session';
import type { SaveState } from '../../shared/ui/save-status';
import type { TextsValues } from './texts-form';

/** How long typing may pause before what was typed is saved. */
export const TEXTS_SAVE_DELAY_MS = 800;

type Saved = { title: string; author: string; description: string };

const normalise = (values: TextsValues): Saved => ({
  title: values.title.trim(),
  author: values.author.trim(),
  description: values.description,
});

/** What changed since the last save; an empty title is never saved over a title. */
function changesOf(values: TextsValues, saved: Saved): AlbumChanges | null {
  const next = normalise(values);
  const changes: AlbumChanges = {};
  if (next.title !== '' && next.title !== saved.title) changes.title = next.title;
  if (next.author !== saved.author) changes.author = next.author;
  if (next.description !== saved.description) changes.description = next.description;
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Title, author and notes are saved as the person types (after a pause), when a field
 * loses focus, and before the page is left: another route, Exit, a reload or a closed tab
 * (`pagehide`, with a keepalive request that outlives the page). Issue 14 item 2: nothing
 * typed on the title step is lost without Next.
 */
export function useTextsAutosave(
  albumId: string | null,
  initial: TextsValues,
  { disabled, onError }: { disabled: boolean; onError: (cause: unknown) => void },
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>('saved');
  const saved = useRef<Saved>(normalise(initial));
  const pending = useRef<TextsValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const errorHandler = useRef(onError);
  useEffect(() => {
    errorHandler.current = onError;
  }, [onError]);

  const flush = useCallback(
    async (keepalive = false) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const values = pending.current;
      pending.current = null;
      const changes = values && albumId && !disabled ? changesOf(values, saved.current) : null;
      if (!albumId || !changes)
        return setState((current) => (current === 'saving' ? 'saved' : current));
      const before = saved.current;
      saved.current = { ...before, ...changes } as Saved;
      setState('saving');
      try {
        const album = await updateAlbum(albumId, changes, { keepalive });
        if (changes.title)
          useSessionStore.getState().setAlbum({ albumTitle: album.attributes.title });
        setState(pending.current ? 'saving' : 'saved');
        await queryClient.invalidateQueries({ queryKey: albumsQueryKey });
      } catch (cause) {
        // The next change, blur or leave tries again.
        saved.current = before;
        setState('failed');
        errorHandler.current(cause);
      }
    },
    [albumId, disabled, queryClient],
  );

  /** A field changed: saved once typing pauses. */
  const change = useCallback(
    (values: TextsValues) => {
      if (disabled) return;
      pending.current = values;
      setState('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), TEXTS_SAVE_DELAY_MS);
    },
    [disabled, flush],
  );

  /** Next saves everything itself: what waits is dropped, and counts as saved. */
  const settle = useCallback((values: TextsValues) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    saved.current = normalise(values);
  }, []);

  // Leaving: another route unmounts the page; a reload or a closed tab fires pagehide, when
  // only a request already on its way (keepalive) still goes out: the token is asked first.
  useEffect(() => {
    if (!disabled) prefetchCsrfToken();
  }, [disabled]);
  useEffect(() => {
    const leave = () => void flush(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [flush]);

  return { state, change, flush: () => void flush(), settle };
}
