import { BotCheckUnavailableError, type BotCheckEngine, type EngineEvents } from './engine';

/** The parts of ALTCHA's `<altcha-widget>` element this engine uses (altcha v3). */
export interface AltchaWidget extends HTMLElement {
  getState(): string;
  reset(): void;
  verify(): Promise<{ payload: string } | null>;
}

type PayloadEvent = CustomEvent<{ payload?: string; state?: string }>;

const LOAD_TIMEOUT_MS = 10_000;

function whenLoaded(widget: HTMLElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new BotCheckUnavailableError()), LOAD_TIMEOUT_MS);
    widget.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Drives an invisible ALTCHA widget: it starts solving as soon as it loads (while the visitor
 * types), solves again after each use and when a challenge expires. Only one solve runs at a
 * time: a form sent while the widget is still working waits for that solution. (Two at once
 * make ALTCHA abandon the first, "Failed to find solution", which a visitor who points at the
 * form and clicks at once would hit now that the widget loads on that first point, issue 18.)
 */
export async function createAltchaEngine(
  widget: AltchaWidget,
  container: HTMLElement,
  challengeUrl: string,
  events: EngineEvents,
): Promise<BotCheckEngine> {
  let payload: string | null = null;
  let solving: Promise<string | null> | null = null;
  const onVerified = (event: Event) => {
    payload = (event as PayloadEvent).detail.payload ?? null;
    events.onUnavailable(false);
  };
  const onExpired = () => {
    payload = null;
    renew();
  };
  const onState = (event: Event) => {
    if ((event as PayloadEvent).detail.state === 'error') events.onUnavailable(true);
  };
  widget.addEventListener('verified', onVerified);
  widget.addEventListener('expired', onExpired);
  widget.addEventListener('statechange', onState);
  // The widget reads its attributes when it mounts; methods work after its `load` event.
  widget.setAttribute('challenge', challengeUrl);
  widget.setAttribute('display', 'invisible');
  widget.setAttribute(
    'configuration',
    JSON.stringify({ minDuration: 0, hideLogo: true, hideFooter: true }),
  );
  const loaded = whenLoaded(widget);
  container.append(widget);
  await loaded;

  /** The solve in progress, or a new one: never two at once. */
  function solveOnce(): Promise<string | null> {
    solving ??= widget
      .verify()
      .then(
        (result) => result?.payload ?? null,
        () => null,
      )
      .then((found) => {
        solving = null;
        if (found) payload = found;
        else events.onUnavailable(true);
        return found;
      });
    return solving;
  }

  function renew(): void {
    if (solving) return;
    widget.reset();
    void solveOnce();
  }

  renew();

  async function take(): Promise<string> {
    if (payload) return payload;
    const found = await solveOnce();
    if (!found) throw new BotCheckUnavailableError();
    return found;
  }

  return {
    async solve() {
      try {
        return await take();
      } finally {
        payload = null;
        renew();
      }
    },
    destroy() {
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('expired', onExpired);
      widget.removeEventListener('statechange', onState);
      widget.remove();
    },
  };
}
