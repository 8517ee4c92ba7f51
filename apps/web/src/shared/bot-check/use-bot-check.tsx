import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { currentLanguage } from '../i18n/language';
import type * as AltchaLoaderModule from './altcha-loader';
import { getBotCheckConfig } from './bot-check-config';
import { BotCheckUnavailableError, type BotCheckEngine } from './engine';

export interface BotCheck {
  /** Where the invisible widget lives; render it once, outside the form. */
  slot: ReactElement;
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
    const { startAltcha } = await loadAltcha();
    return startAltcha(container, config.challenge_url, events);
  }
  if (config.provider === 'recaptcha' && config.site_key) {
    const { startRecaptcha } = await import('./recaptcha-engine');
    return startRecaptcha(container, config.site_key, currentLanguage(), events);
  }
  return null;
}

/**
 * The invisible bot check of one form (spec 1 §2, §5; issue 4 item 4). The widget's code
 * loads after the page has shown, and starts solving while the visitor fills the form.
 */
export function useBotCheck(): BotCheck {
  const container = useRef<HTMLDivElement>(null);
  const ready = useRef<Promise<Ready> | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let engine: BotCheckEngine | null = null;
    let active = true;
    const pending: Promise<Ready> = startEngine(element, (value) => {
      if (active) setUnavailable(value);
    }).then(
      (started) => {
        engine = started;
        if (!active) started?.destroy();
        return { engine: started };
      },
      () => {
        if (active) setUnavailable(true);
        return { failed: true as const };
      },
    );
    ready.current = pending;
    return () => {
      active = false;
      engine?.destroy();
      if (ready.current === pending) ready.current = null;
    };
  }, []);

  const solve = useCallback(async () => {
    const state = await (ready.current ?? Promise.resolve<Ready>({ failed: true }));
    if ('failed' in state) throw new BotCheckUnavailableError();
    return state.engine ? state.engine.solve() : undefined;
  }, []);

  const slot = <div ref={container} data-bot-check="" />;
  return { slot, solve, unavailable };
}

export { BotCheckUnavailableError };
