import { useEffect, useLayoutEffect, useRef } from 'react';

interface Keys {
  selectedId: string | null;
  undo(): void;
  redo(): void;
  remove(id: string): void;
  /** Moves the selection by millimetres. */
  nudge(dx: number, dy: number): void;
  zoom(factor: number): void;
  deselect(): void;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The designer's keyboard: Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z or Ctrl+Y redo, Delete removes,
 * arrows nudge 1 mm (10 with Shift), + and − zoom, Escape lets go. Typing in a field is
 * left alone.
 */
export function useDesignerKeys(keys: Keys) {
  const latest = useRef(keys);
  useLayoutEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (
        target &&
        (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable)
      )
        return;
      const { selectedId, ...act } = latest.current;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const arrow = ARROWS[event.key];
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) act.redo();
        else act.undo();
      } else if (mod && key === 'y') {
        event.preventDefault();
        act.redo();
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && selectedId) {
        event.preventDefault();
        act.remove(selectedId);
      } else if (arrow && selectedId) {
        event.preventDefault();
        const step = event.shiftKey ? 10 : 1;
        act.nudge(arrow[0] * step, arrow[1] * step);
      } else if (!mod && (event.key === '+' || event.key === '=')) {
        act.zoom(1.25);
      } else if (!mod && event.key === '-') {
        act.zoom(1 / 1.25);
      } else if (event.key === 'Escape') {
        act.deselect();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
