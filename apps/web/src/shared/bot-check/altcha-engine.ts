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
 * Drives an invisible ALTCHA widget: it solves as soon as it loads (while the visitor types),
 * solves again after each use and when a challenge expires.
 */
export async function createAltchaEngine(
  widget: AltchaWidget,
  container: HTMLElement,
  challengeUrl: string,
  events: EngineEvents,
): Promise<BotCheckEngine> {
  let payload: string | null = null;
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
  widget.setAttribute('auto', 'onload');
  widget.setAttribute(
    'configuration',
    JSON.stringify({ minDuration: 0, hideLogo: true, hideFooter: true }),
  );
  const loaded = whenLoaded(widget);
  container.append(widget);
  await loaded;

  function renew(): void {
    widget.reset();
    widget.verify().catch(() => events.onUnavailable(true));
  }

  /** The solution being worked out right now, when the widget is busy. */
  function nextOutcome(): Promise<string> {
    return new Promise((resolve, reject) => {
      const done = () => {
        widget.removeEventListener('verified', verified);
        widget.removeEventListener('statechange', changed);
      };
      const verified = (event: Event) => {
        done();
        resolve((event as PayloadEvent).detail.payload ?? '');
      };
      const changed = (event: Event) => {
        if ((event as PayloadEvent).detail.state !== 'error') return;
        done();
        reject(new BotCheckUnavailableError());
      };
      widget.addEventListener('verified', verified);
      widget.addEventListener('statechange', changed);
    });
  }

  async function take(): Promise<string> {
    if (payload) return payload;
    if (widget.getState() === 'verifying') return nextOutcome();
    const result = await widget.verify().catch(() => null);
    if (!result?.payload) throw new BotCheckUnavailableError();
    return result.payload;
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
