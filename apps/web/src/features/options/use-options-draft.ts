import { useIsMutating } from '@tanstack/react-query';
import {
  applyOptionChange,
  checkAlbumOptions,
  type AlbumContext,
  type AlbumOptions,
  type Catalog,
  type OptionChange,
  type OptionCheckCode,
} from '@vinyl/domain';
import { useEffect, useRef, useState } from 'react';
import type { AlbumChanges, AlbumResource } from '../../shared/api/albums/album-resource';
import { useSessionStore } from '../../shared/session';
import { saveAlbumOptionsMutationOptions, useSaveAlbumOptions } from './api/save-album-options';

/** Why a choice or a save did not go through: a rule's code, or the server's words. */
export type DraftError = { code: OptionCheckCode } | { text: string };

const showInSummary = (albumOptions: AlbumOptions) =>
  useSessionStore.getState().setAlbum({ albumOptions });

/**
 * The options being chosen. A choice applies the transitions of spec 2 §4, is checked
 * with the domain's rules (a refused one is not saved, spec 2 §5), shows in the summary
 * box at once and is saved (`PATCH album_options`); the server's priced answer then
 * replaces it. A failed save puts back what was saved last.
 */
export function useOptionsDraft(album: AlbumResource, catalog: Catalog, context: AlbumContext) {
  const [options, setOptions] = useState<AlbumOptions>(album.attributes.album_options ?? {});
  const [error, setError] = useState<DraftError | null>(null);
  const saved = useRef(options);
  const latest = useRef(0);
  // The summary box shows this album's stored options from the start, whatever the
  // session kept from before.
  useEffect(() => {
    if (latest.current === 0 && Object.keys(saved.current).length > 0) showInSummary(saved.current);
  }, [album.id]);

  const save = useSaveAlbumOptions(album.id, {
    onSaved: (resource, input) => {
      const stored = resource.attributes.album_options;
      if (stored) saved.current = stored;
      if (input.seq === latest.current && stored && input.attributes.album_options) {
        setOptions(stored);
        showInSummary(stored);
      }
    },
    onFailed: (cause, input) => {
      setError({ text: cause instanceof Error ? describe(cause) : String(cause) });
      if (input.seq === latest.current && input.attributes.album_options) {
        setOptions(saved.current);
        showInSummary(saved.current);
      }
    },
  });
  const pending = useIsMutating({
    mutationKey: saveAlbumOptionsMutationOptions(album.id).mutationKey,
  });

  function send(attributes: AlbumChanges) {
    latest.current += 1;
    return save.mutateAsync({ attributes, seq: latest.current });
  }

  function choose(change: OptionChange) {
    setError(null);
    const checked = checkAlbumOptions(
      catalog,
      applyOptionChange(catalog, options, change, context),
      context,
    );
    if (!checked.ok) {
      setError({ code: checked.code });
      return;
    }
    setOptions(checked.value);
    showInSummary(checked.value);
    send({ album_options: checked.value }).catch(() => undefined);
  }

  /** Checks the whole set as it stands; a refused set is not saved (spec 2 §5). */
  function check(): AlbumOptions | null {
    const checked = checkAlbumOptions(catalog, options, context);
    if (checked.ok) return checked.value;
    setError({ code: checked.code });
    return null;
  }

  return {
    options,
    error,
    saving: pending > 0,
    choose,
    check,
    /** Saves other attributes (label text, progress) after the choices before them. */
    send,
    clearError: () => setError(null),
  };
}

function describe(error: Error): string {
  return 'title' in error && typeof error.title === 'string' ? error.title : error.message;
}
