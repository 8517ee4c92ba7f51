import type { Artwork, DesignDocument } from '@vinyl/domain';
import { blankDesign } from '@vinyl/domain';
import { useCallback, useEffect, useState } from 'react';
import { getDesign, saveDesign, type DesignPart, type PlacedImages } from './api/designs';
import { record, redo, startHistory, undo, type DesignHistory } from './design-history';

export type SaveState = 'idle' | 'saving' | 'error';
const AUTOSAVE_MS = 1500;

/**
 * The part's design as the person edits it: loaded from the server (or blank), every change
 * kept for undo, saved a moment after the last change, and a warning before the page is
 * left with changes the server does not have yet.
 */
export function useDesignDocument(part: DesignPart, artwork: Artwork) {
  const [history, setHistory] = useState<DesignHistory | null>(null);
  const [images, setImages] = useState<PlacedImages>({});
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState('');
  /** The document as the server has it: the present one differs when there is work to save. */
  const [saved, setSaved] = useState<DesignDocument | null>(null);

  useEffect(() => {
    let active = true;
    getDesign(part).then(
      (found) => {
        if (!active) return;
        const start = found?.document ?? blankDesign(artwork.page);
        setImages(found?.images ?? {});
        setSaved(start);
        setHistory(startHistory(start));
      },
      (error: unknown) => active && setLoadError(error instanceof Error ? error.message : ''),
    );
    return () => {
      active = false;
    };
  }, [part, artwork]);

  const document = history?.present ?? null;
  const dirty = document !== null && document !== saved;

  const save = useCallback(async () => {
    if (!document || document === saved) return true;
    setSaveState('saving');
    try {
      await saveDesign(part, document);
      setSaved(document);
      setSaveState('idle');
      return true;
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : '');
      setSaveState('error');
      return false;
    }
  }, [document, saved, part]);

  // Autosave a moment after the last change; a reload or Exit loses nothing saved.
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, save]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    history,
    document,
    dirty,
    images,
    /** Makes an image drawable (one just uploaded or picked from my images). */
    addImage: (id: string, image: PlacedImages[string]) =>
      setImages((current) => ({ ...current, [id]: image })),
    addImages: (more: PlacedImages) => setImages((current) => ({ ...current, ...more })),
    loadError,
    saveState,
    saveError,
    failSave(reason: string) {
      setSaveError(reason);
      setSaveState('error');
    },
    save,
    change: (next: DesignDocument) => setHistory((current) => current && record(current, next)),
    undo: () => setHistory((current) => current && undo(current)),
    redo: () => setHistory((current) => current && redo(current)),
  };
}

export type DesignDocumentState = ReturnType<typeof useDesignDocument>;
