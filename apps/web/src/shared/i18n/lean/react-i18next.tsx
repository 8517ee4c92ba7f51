import type { i18n, TFunction, ThirdPartyModule, TOptions } from 'i18next';
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useState,
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
  // One function per language and namespace until texts are added: a new language or newly
  // loaded texts give a new `t`, so what was memoised on it is worked out again.
  const current = () => instance.getFixedT(instance.language, ns);
  // The `t` last seen: a change that leaves it as it is re-renders nothing.
  const [, setT] = useState(current);
  // State, not useSyncExternalStore: texts that arrive while React renders a page in slices
  // (a transition) made it throw the slices away and render the whole page again in one task
  // (a store changed under it), 100–130 ms on this machine and four times that in
  // Lighthouse's blocking time (issue 18). Texts are no store to keep consistent: a component
  // that rendered with the older `t` gets the new one right after.
  useEffect(() => {
    const changed = () => setT(() => current());
    instance.on('languageChanged', changed);
    instance.on('added', changed);
    // What changed between the render and this subscription.
    changed();
    return () => {
      instance.off('languageChanged', changed);
      instance.off('added', changed);
    };
    // `current` reads only `instance` and `ns`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance, ns]);
  return {
    t: current(),
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
