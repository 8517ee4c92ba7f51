import type { i18n, TFunction, ThirdPartyModule, TOptions } from 'i18next';
import {
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The part of react-i18next's API this app uses (issue 18, decision 039; see ./i18next.ts):
 * `useTranslation(ns?)` → `{ t, i18n, ready }`, re-rendering with a new `t` when the language
 * changes or texts are added; `<Trans>` with `i18nKey`, `ns`, `values` and named `components`
 * (`<faq>text</faq>`, `<site/>`); `I18nextProvider`; `initReactI18next`.
 */

let globalInstance: i18n | undefined;

export const initReactI18next: ThirdPartyModule = {
  type: '3rdParty',
  init(instance) {
    globalInstance = instance;
  },
};

const I18nContext = createContext<i18n | undefined>(undefined);

export function I18nextProvider({ i18n, children }: { i18n: i18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export interface UseTranslationResponse {
  t: TFunction;
  i18n: i18n;
  ready: boolean;
}

export function useTranslation(ns?: string): UseTranslationResponse {
  const instance = useContext(I18nContext) ?? globalInstance;
  if (!instance) throw new Error('useTranslation needs initReactI18next or an I18nextProvider');
  const subscribe = useCallback(
    (changed: () => void) => {
      instance.on('languageChanged', changed);
      instance.on('added', changed);
      return () => {
        instance.off('languageChanged', changed);
        instance.off('added', changed);
      };
    },
    [instance],
  );
  // One function per language and namespace until texts are added: a new language or newly
  // loaded texts give a new `t`, so what was memoised on it is worked out again.
  const t = useSyncExternalStore(subscribe, () => instance.getFixedT(instance.language, ns));
  return {
    t,
    i18n: instance,
    ready: instance.hasResourceBundle(instance.language, ns ?? 'translation'),
  };
}

const TAG = /<([a-zA-Z0-9]+)>(.*?)<\/\1>|<([a-zA-Z0-9]+)\s*\/>/gs;

/** `Read <faq>more</faq>` → ['Read ', <Anchor …>more</Anchor>]; an unknown tag stays text. */
function renderTags(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    nodes.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [written, name = '', inner, selfClosing = ''] = match;
    const element = components[inner === undefined ? selfClosing : name];
    if (!isValidElement(element)) {
      nodes.push(written);
    } else if (inner === undefined) {
      nodes.push(cloneElement(element, { key: nodes.length }));
    } else {
      nodes.push(cloneElement(element, { key: nodes.length }, ...renderTags(inner, components)));
    }
  }
  nodes.push(text.slice(last));
  return nodes.filter((node) => node !== '');
}

export interface TransProps {
  i18nKey: string;
  ns?: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}

export function Trans({ i18nKey, ns, values, components = {} }: TransProps) {
  const { t } = useTranslation(ns);
  return <>{renderTags(t(i18nKey, values), components)}</>;
}
