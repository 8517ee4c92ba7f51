import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/language';
import { LANGUAGES, isLang } from '../session/types';

export interface LanguageSwitcherProps {
  /** Show the "Language" label above the control; otherwise it is an accessible name only. */
  withLabel?: boolean;
  className?: string;
}

/** Italian / English switcher (spec 1 §2); option names stay in their own language. */
export function LanguageSwitcher({ withLabel = false, className }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const label = t('language.label');
  return (
    <NativeSelect
      className={className}
      size="sm"
      {...(withLabel ? { label } : { 'aria-label': label })}
      value={isLang(i18n.language) ? i18n.language : 'en'}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isLang(value)) void chooseLanguage(value);
      }}
      data={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
    />
  );
}
