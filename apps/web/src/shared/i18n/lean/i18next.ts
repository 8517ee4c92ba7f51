/**
 * The part of i18next's API this app uses, in a few hundred bytes instead of ~16 KB gzipped
 * (issue 18, decision 039: the login route's JavaScript ≤ 150 KB). `vite.config.ts` and
 * `tsconfig.json` point the bare name `i18next` here, so the features' imports are unchanged.
 * Same behaviour as i18next 26 for what the app does: nested keys, namespaces, `{{value}}`
 * interpolation (not escaped: React escapes), plurals by `count` with `_one`/`_other`
 * suffixes (Intl.PluralRules), `defaultValue`, a fallback language, `languageChanged`.
 * Anything else (nesting `$t()`, formatters, contexts, backends) is not there: add it here
 * with a test if a text ever needs it.
 */

export type TOptions = {
  count?: number;
  defaultValue?: string;
  ns?: string;
  [value: string]: unknown;
};

/** `t(key, values)`, or `t(key, defaultValue)` as in i18next. */
export type TFunction = (key: string, options?: TOptions | string) => string;

type Resources = Record<string, Record<string, Record<string, unknown>>>;

export interface InitOptions {
  lng?: string;
  fallbackLng?: string;
  resources?: Resources;
  defaultNS?: string;
  // Accepted for i18next compatibility; this implementation behaves as they set.
  ns?: string[];
  supportedLngs?: string[];
  partialBundledLanguages?: boolean;
  initAsync?: boolean;
  interpolation?: { escapeValue?: boolean };
  react?: { useSuspense?: boolean };
  returnNull?: boolean;
}

export interface ThirdPartyModule {
  type: '3rdParty';
  init(instance: i18n): void;
}

type Listener = (lng: string) => void;
/** `languageChanged` gets the new language; `added` (texts added to a language) gets it too. */
type I18nEvent = 'languageChanged' | 'added';

export interface i18n {
  language: string;
  init(options: InitOptions): Promise<TFunction>;
  use(module: ThirdPartyModule): i18n;
  t: TFunction;
  getFixedT(lng: string | null, ns?: string): TFunction;
  changeLanguage(lng: string): Promise<TFunction>;
  hasResourceBundle(lng: string, ns: string): boolean;
  addResourceBundle(lng: string, ns: string, resources: Record<string, unknown>): i18n;
  on(event: I18nEvent, listener: Listener): void;
  off(event: I18nEvent, listener: Listener): void;
}

const VARIABLE = /\{\{(.+?)\}\}/g;

/** `{{name}}` → the value; a variable not passed at all stays as written (as in i18next). */
export function interpolate(text: string, values: TOptions | undefined): string {
  return text.replace(VARIABLE, (written, name: string) => {
    const key = name.trim();
    if (!values || !Object.prototype.hasOwnProperty.call(values, key)) return written;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function createInstance(): i18n {
  const store: Resources = {};
  const listeners: Record<I18nEvent, Set<Listener>> = {
    languageChanged: new Set(),
    added: new Set(),
  };
  const emit = (event: I18nEvent, lng: string) => {
    for (const listener of [...listeners[event]]) listener(lng);
  };
  const fixed = new Map<string, TFunction>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  /**
   * English and Italian texts have `_one` and `_other` only, and both say "one" for 1 alone;
   * other languages ask Intl. The first `Intl.PluralRules` of a page costs Chromium 3–13 ms
   * of main thread at start (issue 18, decision 046).
   */
  function pluralForm(language: string, count: number): string {
    if (language === 'en' || language === 'it') return count === 1 ? 'one' : 'other';
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }
  let fallbackLng = 'en';
  let defaultNS = 'translation';

  function resolve(lng: string, ns: string, key: string, count: number | undefined) {
    for (const language of lng === fallbackLng ? [lng] : [lng, fallbackLng]) {
      const tree = store[language]?.[ns];
      if (count !== undefined) {
        const form = pluralForm(language, count);
        const plural = lookup(tree, `${key}_${form}`);
        if (plural !== undefined) return plural;
      }
      const text = lookup(tree, key);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  function getFixedT(lng: string | null, ns?: string): TFunction {
    const cacheKey = `${lng ?? ''}|${ns ?? ''}`;
    let t = fixed.get(cacheKey);
    if (!t) {
      t = (key, optionsOrDefault) => {
        const options =
          typeof optionsOrDefault === 'string'
            ? { defaultValue: optionsOrDefault }
            : optionsOrDefault;
        const text = resolve(
          lng ?? instance.language,
          options?.ns ?? ns ?? defaultNS,
          key,
          options?.count,
        );
        return interpolate(text ?? options?.defaultValue ?? key, options);
      };
      fixed.set(cacheKey, t);
    }
    return t;
  }

  const instance: i18n = {
    language: '',
    init(options) {
      fallbackLng = options.fallbackLng ?? fallbackLng;
      defaultNS = options.defaultNS ?? defaultNS;
      for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
        for (const [ns, texts] of Object.entries(namespaces))
          instance.addResourceBundle(lng, ns, texts);
      }
      instance.language = options.lng ?? fallbackLng;
      return Promise.resolve(instance.t);
    },
    use(module) {
      module.init(instance);
      return instance;
    },
    t: (key, options) => getFixedT(null)(key, options),
    getFixedT,
    changeLanguage(lng) {
      if (lng !== instance.language) {
        instance.language = lng;
        emit('languageChanged', lng);
      }
      return Promise.resolve(instance.t);
    },
    hasResourceBundle: (lng, ns) => store[lng]?.[ns] !== undefined,
    addResourceBundle(lng, ns, resources) {
      const namespaces = (store[lng] ??= {});
      namespaces[ns] = { ...namespaces[ns], ...resources };
      // New texts, new functions for what may read them: a component that memoised on `t`
      // works again with them. The default namespace can be read from any other (`{ ns }`);
      // another only from its own functions, in any language (the fallback's texts too).
      if (ns === defaultNS) fixed.clear();
      else for (const key of [...fixed.keys()]) if (key.endsWith(`|${ns}`)) fixed.delete(key);
      emit('added', lng);
      return instance;
    },
    on: (event, listener) => void listeners[event].add(listener),
    off: (event, listener) => void listeners[event].delete(listener),
  };
  return instance;
}
