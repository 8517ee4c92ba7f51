import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../session/types';

// Each language's texts arrive when the test says: the order of arrival is what is tested.
const texts = vi.hoisted(() => ({
  pending: new Map<string, () => void>(),
  language: 'it',
}));

vi.mock('./i18n', () => ({
  i18n: {
    get language() {
      return texts.language;
    },
    changeLanguage: async (lang: string) => {
      texts.language = lang;
    },
  },
  loadLanguage: (lang: Lang) => new Promise<void>((resolve) => texts.pending.set(lang, resolve)),
  loadMoreTexts: async () => undefined,
}));

// The test setup loaded the real texts module: this file's language module is a fresh one.
vi.resetModules();
const { applyVisitLanguage, chooseLanguage, prepareInitialLanguage } = await import('./language');
const { useSessionStore } = await import('../session/session-store');

const arrive = async (lang: Lang) => {
  texts.pending.get(lang)?.();
  await new Promise((resolve) => setTimeout(resolve));
};
const cookieLang = () => /(?:^|; )lang=(\w+)/.exec(document.cookie)?.[1];

describe('the language a page shows when two are asked for at once', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    useSessionStore.setState({ lang: null });
    texts.pending.clear();
  });

  it('keeps the newest: a choice made while the visit language loads is not undone', async () => {
    useSessionStore.setState({ lang: 'en' });
    const visit = applyVisitLanguage();
    const chosen = chooseLanguage('it');
    await arrive('it');
    await arrive('en');
    await Promise.all([visit, chosen]);
    expect(texts.language).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(cookieLang()).toBe('it');
  });

  it('starts /en in English whatever the visitor chose before', async () => {
    useSessionStore.setState({ lang: 'it' });
    window.history.replaceState(null, '', '/en/');
    const first = prepareInitialLanguage();
    expect([...texts.pending.keys()]).toEqual(['en']);
    await arrive('en');
    await first;
    expect(texts.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
