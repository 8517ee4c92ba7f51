/** How long a stylesheet that never answers may hold a part back (it then renders anyway). */
const LONGEST_WAIT_MS = 3000;

/**
 * Resolves once every stylesheet the document links has loaded (or failed). Vite's preload
 * helper waits for the CSS of a chunk it adds itself, but returns at once for a stylesheet
 * another import added a moment before and that is still loading: the part then renders
 * unstyled for a frame and moves the page when its CSS arrives (issue 18: the summary box,
 * fixed at the bottom of a phone's screen, first sat above the page and pushed it down).
 */
export function stylesheetsLoaded(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.sheet === null,
  );
  if (pending.length === 0) return Promise.resolve();
  const loaded = pending.map(
    (link) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  const giveUp = new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));
  return Promise.race([Promise.all(loaded).then(() => undefined), giveUp]);
}
