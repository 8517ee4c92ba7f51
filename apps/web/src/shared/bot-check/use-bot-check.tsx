import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { currentLanguage } from '../i18n/language';
import type * as AltchaLoaderModule from './altcha-loader';
import { getBotCheckConfig } from './bot-check-config';
import { BotCheckUnavailableError, type BotCheckEngine } from './engine';

export interface BotCheck {
  /** Where the invisible widget lives; render it once, outside the form. */
  slot: ReactElement;
  /**
   * Starts loading and solving: call it when the visitor first turns to the form (focus,
   * a pointer over it). `solve` starts it too. Until then no bot-check code is loaded.
   */
  prepare(): void;
  /** `prepare` as the form's first focus and pointer: spread on the form or its button. */
  triggers: { onFocus: () => void; onPointerEnter: () => void };
  /** A fresh solution for one request, or undefined when the shop runs without a check. */
  solve(): Promise<string | undefined>;
  /** The check failed to load: show "ReCAPTCHA has not been loaded" (spec 1 §8). */
  unavailable: boolean;
}

type Ready = { engine: BotCheckEngine | null } | { failed: true };

type AltchaLoader = typeof AltchaLoaderModule;

/** The widget's code, imported once however many forms a page has. */
let altchaLoader: Promise<AltchaLoader> | null = null;
function loadAltcha() {
  altchaLoader ??= import('./altcha-loader').catch((error: unknown) => {
    altchaLoader = null;
    throw error;
  });
  return altchaLoader;
}

async function startEngine(
  container: HTMLElement,
  onUnavailable: (value: boolean) => void,
): Promise<BotCheckEngine | null> {
  const config = await getBotCheckConfig();
  const events = { onUnavailable };
  if (config.provider === 'altcha' && config.challenge_url) {
    // Issue 14 item 13: the proof of work never needs the person, so its widget (a checkbox
    // and English "Verified" without ALTCHA's CSS) is never shown; when it cannot run, the
    // form says so in the page's language ("not loaded").
    container.hidden = true;
    container.setAttribute('aria-hidden', 'true');
    const { startAltcha } = await loadAltcha();
    return startAltcha(container, config.challenge_url, events);
  }
  if (config.provider === 'recaptcha' && config.site_key) {
    const { startRecaptcha } = await import('./recaptcha-engine');
    return startRecaptcha(container, config.site_key, currentLanguage(), events);
  }
  return null;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The invisible bot check of one form (spec 1 §2, §5; issue 4 item 4). The widget's code
 * (about 30 KB gzipped) loads only once the visitor turns to the form — `prepare` on its
 * first focus or pointer, or `solve` when it is sent (issue 18: not on the login route's
 * first load) — and solves while they fill it in. The slot may appear after the form's first
 * render (texts still loading): the check starts when it does, and `solve` waits for it.
 */
export function useBotCheck(): BotCheck {
  // The slot's element becomes state only once the check is wanted: set from the slot's ref
  // when it mounts, it rendered the form a second time inside the page's first commit (issue 18).
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const slotNode = useRef<HTMLDivElement | null>(null);
  const wanted = useRef(false);
  const ready = useRef(deferred<Ready>());
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!element) return undefined;
    let engine: BotCheckEngine | null = null;
    let active = true;
    const current = ready.current;
    startEngine(element, (value) => {
      if (active) setUnavailable(value);
    }).then(
      (started) => {
        engine = started;
        if (!active) started?.destroy();
        current.resolve({ engine: started });
      },
      () => {
        if (active) setUnavailable(true);
        current.resolve({ failed: true });
      },
    );
    return () => {
      active = false;
      engine?.destroy();
      ready.current = deferred();
    };
  }, [element]);

  const slotRef = useCallback((node: HTMLDivElement | null) => {
    slotNode.current = node;
    if (wanted.current) setElement(node);
  }, []);
  const prepare = useCallback(() => {
    wanted.current = true;
    setElement(slotNode.current);
  }, []);
  const solve = useCallback(async () => {
    prepare();
    const state = await ready.current.promise;
    if ('failed' in state) throw new BotCheckUnavailableError();
    return state.engine ? state.engine.solve() : undefined;
  }, [prepare]);

  const slot = <div ref={slotRef} data-bot-check="" />;
  const triggers = useMemo(() => ({ onFocus: prepare, onPointerEnter: prepare }), [prepare]);
  return { slot, prepare, triggers, solve, unavailable };
}

export { BotCheckUnavailableError };
