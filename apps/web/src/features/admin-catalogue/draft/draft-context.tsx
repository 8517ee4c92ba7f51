import type { Catalog } from '@vinyl/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { DraftIssue } from './issues';
import { setIn, type Path } from './paths';

interface DraftValue {
  draft: Catalog;
  /** Whether the draft differs from the published version it started from. */
  dirty: boolean;
  edit: (path: Path, value: unknown) => void;
  /** A message in the operator's language for the issue at `path`, if any. */
  errorAt: (path: Path) => string | undefined;
  /** Every issue of the draft (the schema's), in the operator's language. */
  issues: readonly DraftIssue[];
}

const DraftContext = createContext<DraftValue | null>(null);

/** The catalogue being edited: one copy for every section of the page. */
export function useCatalogueDraft(): DraftValue {
  const value = useContext(DraftContext);
  if (!value) throw new Error('useCatalogueDraft outside CatalogueDraftProvider');
  return value;
}

/** The edit state itself: the page keeps it and hands it to the sections by context. */
export function useDraftState(published: Catalog) {
  const [draft, setDraft] = useState(published);
  const edit = useCallback((path: Path, value: unknown) => {
    setDraft((current) => setIn(current, path, value));
  }, []);
  return { draft, dirty: draft !== published, edit, reset: () => setDraft(published) };
}

export function CatalogueDraftProvider({
  draft,
  dirty,
  edit,
  errorAt,
  issues,
  children,
}: DraftValue & { children: ReactNode }) {
  const value = useMemo(
    () => ({ draft, dirty, edit, errorAt, issues }),
    [draft, dirty, edit, errorAt, issues],
  );
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}
