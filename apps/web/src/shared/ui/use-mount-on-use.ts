import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from './notify';

/**
 * A control whose overlay (Mantine's Menu, Popover, Tooltip) mounts when first used instead of
 * with the page. Mounted closed, each of them still sets state from its layout effects and
 * target ref (its portal, floating-ui's reference, its reduced-motion query), which makes
 * React render again synchronously inside the page's first commit: the top bar's menus, the
 * sidebar's dialog and the state badges' tooltips added ~15 ms to that task here, four times
 * that on Lighthouse's phone (issue 18, decision 060). Until used, the component shows a
 * look-alike of its target; `mount` (its first click, or hover and focus for a tooltip) mounts
 * the real one, open, in its place.
 *
 * `target` goes on both the placeholder and the real target: when the placeholder had the
 * focus, the real target takes it once mounted (a target that stays, as a dialog's button,
 * keeps it or lets the dialog take it). An overlay mounted open cannot know where focus was
 * before it opened, so `restoreFocus` (its `onClose`) puts focus back on the target when
 * closing leaves it nowhere.
 *
 * `load`: the overlay's code is a chunk of its own (`onUse`, shared/lib/on-use.ts), asked on first use (or earlier,
 * when pointed at or focused); the look-alike stays until it has arrived, then the real one
 * mounts as above. The page's first load carries none of Mantine's overlays and their
 * positioning code (decision 061). If the visitor moved on while it loaded, it mounts closed
 * (`opening` false) and takes no focus; if it cannot load, a notice says so (unless `quiet`)
 * and the next use asks again.
 */
export function useMountOnUse<T extends HTMLElement>(
  load?: () => Promise<unknown>,
  { quiet = false }: { quiet?: boolean } = {},
) {
  const { t } = useTranslation();
  const target = useRef<T>(null);
  const [used, setUsed] = useState<{ focused: T | null; open: boolean } | null>(null);
  /** `onOpen`: what opening takes besides mounting (a controlled popover's state). */
  const mount = useCallback(
    (onOpen?: () => void) => {
      const element = target.current;
      const focused = element !== null && document.activeElement === element ? element : null;
      const use = (open: boolean) => {
        setUsed((before) => before ?? { focused, open });
        if (open) onOpen?.();
      };
      if (!load) {
        use(true);
        return;
      }
      const movedOn = watchMovingOn(element);
      load().then(
        () => use(!movedOn()),
        () => {
          movedOn();
          // The look-alike stays and the next use asks again; a click says why nothing opened.
          if (!quiet) notifyError(t('overlay.loadFailed'));
        },
      );
    },
    [load, quiet, t],
  );
  useEffect(() => {
    // Only when the focus went nowhere with the look-alike (not if it moved on meanwhile).
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (used?.open && used.focused && target.current !== used.focused && lost) {
      target.current?.focus();
    }
  }, [used]);
  const restoreFocus = useCallback(() => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) target.current?.focus();
    });
  }, []);
  return {
    target,
    used: used !== null,
    /** Mounted open: nothing else was pressed, focused or keyed away while its code loaded. */
    opening: used?.open ?? false,
    mount,
    restoreFocus,
  };
}

/**
 * Until the returned function is called: whether the visitor moved on from `element` (pressed
 * or focused something else, or pressed Tab or Escape), so that an overlay whose code arrives
 * late does not open, and take the focus, where nobody asked for it any more. Stops watching.
 */
function watchMovingOn(element: HTMLElement | null): () => boolean {
  let moved = false;
  const elsewhere = (node: EventTarget | null) =>
    !(element && node instanceof Node && element.contains(node));
  const onPress = (event: Event) => {
    if (elsewhere(event.target)) moved = true;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab' || event.key === 'Escape') moved = true;
  };
  document.addEventListener('pointerdown', onPress, true);
  document.addEventListener('focusin', onPress, true);
  document.addEventListener('keydown', onKey, true);
  return () => {
    document.removeEventListener('pointerdown', onPress, true);
    document.removeEventListener('focusin', onPress, true);
    document.removeEventListener('keydown', onKey, true);
    return moved;
  };
}
