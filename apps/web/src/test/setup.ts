import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetCsrfToken } from '../shared/api/csrf';
import { resetBotCheckConfig } from '../shared/bot-check/bot-check-config';
import { resetRecaptchaScript } from '../shared/bot-check/recaptcha-engine';
import { i18n } from '../shared/i18n/i18n';
import en from '../shared/i18n/locales/en.json';
import it from '../shared/i18n/locales/it.json';
import enMore from '../shared/i18n/locales/more/en.json';
import itMore from '../shared/i18n/locales/more/it.json';
import { initialSessionData, useSessionStore } from '../shared/session/session-store';
import { resetNotificationsHost } from '../shared/ui/notify';

// Shared 2-core machines run suites side by side: give findBy*/waitFor room before they
// give up (a real failure still fails, only later).
configure({ asyncUtilTimeout: 10_000 });

// Both languages ready before any test renders.
i18n.addResourceBundle('en', 'translation', en);
i18n.addResourceBundle('it', 'translation', it);
i18n.addResourceBundle('en', 'translation', enMore);
i18n.addResourceBundle('it', 'translation', itMore);

// jsdom lacks the layout APIs Mantine and React Router call. Media queries answer as a
// wide screen whose user prefers reduced motion (jsdom runs no CSS transitions).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: /prefers-reduced-motion:\s*reduce/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => undefined;
HTMLElement.prototype.scrollIntoView = () => undefined;

// STYLE.md: a test that logs an unexpected console.error fails.
let consoleErrors: unknown[][] = [];

/** For a test that expects errors to be logged: returns and forgets them. */
export function takeConsoleErrors(): unknown[][] {
  const taken = consoleErrors;
  consoleErrors = [];
  return taken;
}

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

// The test files of a worker share one window (vitest.config.ts: isolate false): what a
// test may replace on it is put back after each test, so no file sees another's leftovers.
const { createObjectURL, revokeObjectURL } = URL;
const windowExtras = ['grecaptcha', 'onVinylRecaptchaLoad', 'dataLayer'] as const;

afterEach(async () => {
  cleanup();
  // Mantine's notifications live in a store of the module, not in the rendered tree.
  notifications.clean();
  resetNotificationsHost();
  resetRecaptchaScript();
  document.documentElement.lang = '';
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  for (const name of windowExtras) Reflect.deleteProperty(window, name);
  vi.useRealTimers();
  useSessionStore.setState(initialSessionData());
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'lang=; path=/; max-age=0';
  resetCsrfToken();
  resetBotCheckConfig();
  await i18n.changeLanguage('en');
  const errors = takeConsoleErrors();
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
