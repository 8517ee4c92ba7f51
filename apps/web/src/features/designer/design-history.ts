import type { DesignDocument } from '@vinyl/domain';

/** Steps kept for undo: enough for an evening's work, bounded for memory. */
const LIMIT = 200;

export interface DesignHistory {
  past: DesignDocument[];
  present: DesignDocument;
  future: DesignDocument[];
}

export function startHistory(document: DesignDocument): DesignHistory {
  return { past: [], present: document, future: [] };
}

/** A change: the present goes into the past, and what was undone cannot be redone. */
export function record(history: DesignHistory, next: DesignDocument): DesignHistory {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-LIMIT), present: next, future: [] };
}

export function undo(history: DesignHistory): DesignHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo(history: DesignHistory): DesignHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
