import { BotCheckUnavailableError, type BotCheckEngine, type EngineEvents } from './engine';

/** The parts of Google's `grecaptcha` (v2, invisible) this engine uses. */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      size: 'invisible';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    onVinylRecaptchaLoad?: () => void;
  }
}

let script: Promise<Grecaptcha> | null = null;

/** Google's script, once per page (BOT_CHECK=recaptcha; the CSP allows it only then). */
function loadScript(lang: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    if (window.grecaptcha) return resolve(window.grecaptcha);
    window.onVinylRecaptchaLoad = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
    const tag = document.createElement('script');
    tag.src = `https://www.google.com/recaptcha/api.js?render=explicit&onload=onVinylRecaptchaLoad&hl=${lang}`;
    tag.async = true;
    tag.onerror = () => {
      script = null;
      reject(new BotCheckUnavailableError());
    };
    document.head.append(tag);
  });
  return script;
}

/** Forgets the loaded script (tests: the next page starts without it). */
export function resetRecaptchaScript(): void {
  script = null;
}

/** reCAPTCHA v2 invisible: `execute` asks Google for a token, which the callback receives. */
export async function startRecaptcha(
  container: HTMLElement,
  siteKey: string,
  lang: string,
  events: EngineEvents,
): Promise<BotCheckEngine> {
  const grecaptcha = await loadScript(lang);
  let waiting: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  const slot = document.createElement('div');
  container.append(slot);
  const id = grecaptcha.render(slot, {
    sitekey: siteKey,
    size: 'invisible',
    callback: (token) => waiting?.resolve(token),
    'expired-callback': () => grecaptcha.reset(id),
    'error-callback': () => {
      events.onUnavailable(true);
      waiting?.reject(new BotCheckUnavailableError());
    },
  });
  return {
    async solve() {
      try {
        return await new Promise<string>((resolve, reject) => {
          waiting = { resolve, reject };
          grecaptcha.execute(id);
        });
      } finally {
        waiting = null;
        grecaptcha.reset(id);
      }
    },
    destroy: () => slot.remove(),
  };
}
