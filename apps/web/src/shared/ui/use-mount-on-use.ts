import { useCallback, useEffect, useRef, useState } from 'react';

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
 */
export function useMountOnUse<T extends HTMLElement>() {
  const target = useRef<T>(null);
  const [used, setUsed] = useState<{ focused: T | null } | null>(null);
  const mount = useCallback(() => {
    const element = target.current;
    const focused = element !== null && document.activeElement === element ? element : null;
    setUsed((before) => before ?? { focused });
  }, []);
  useEffect(() => {
    if (used?.focused && target.current !== used.focused) target.current?.focus();
  }, [used]);
  const restoreFocus = useCallback(() => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) target.current?.focus();
    });
  }, []);
  return { target, used: used !== null, mount, restoreFocus };
}
