import type { ComponentType } from 'react';

/**
 * A component in a chunk of its own, loaded once, when first needed: its first use
 * (`useMountOnUse(part.load)`, decision 061) or the page that shows it (the chrome's parts,
 * lazy-parts.ts). `part.loaded` is the component once its code is here, for a synchronous
 * render then; a failed load is forgotten, so the next ask tries again.
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
