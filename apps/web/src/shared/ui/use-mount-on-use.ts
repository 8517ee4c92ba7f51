import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';

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
 * `load`: the overlay's code is a chunk of its own (`onUse`), asked on first use (or earlier,
 * when pointed at or focused); the look-alike stays until it has arrived, then the real one
 * mounts as above. The page's first load carries none of Mantine's overlays and their
 * positioning code (decision 061).
 */
export function useMountOnUse<T extends HTMLElement>(load?: () => Promise<unknown>) {
  const target = useRef<T>(null);
  const [used, setUsed] = useState<{ focused: T | null } | null>(null);
  const mount = useCallback(() => {
    const element = target.current;
    const focused = element !== null && document.activeElement === element ? element : null;
    const use = () => setUsed((before) => before ?? { focused });
    const loading = load?.();
    // A failed load leaves the look-alike: the next use asks again.
    if (loading) loading.then(use, () => undefined);
    else use();
  }, [load]);
  useEffect(() => {
    // Only when the focus went nowhere with the look-alike (not if it moved on meanwhile).
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (used?.focused && target.current !== used.focused && lost) target.current?.focus();
  }, [used]);
  const restoreFocus = useCallback(() => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) target.current?.focus();
    });
  }, []);
  return { target, used: used !== null, mount, restoreFocus };
}

/**
 * A component in a chunk of its own, loaded on first use (`useMountOnUse(part.load)`):
 * `part.loaded` is the component once its code is here, for a synchronous render then.
 */
export function onUse<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  const part = {
    loaded: undefined as ComponentType<P> | undefined,
    load: (): Promise<ComponentType<P>> =>
      (pending ??= load().then(
        (component) => (part.loaded = component),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    /** Starts loading ahead of use (pointer or focus on the target); never throws. */
    preload: () => void part.load().catch(() => undefined),
  };
  return part;
}
