import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '../i18n/language';
import { LANGUAGES } from '../session/types';
import { LanguageButton } from './language-button';

export interface LanguageMenuProps {
  defaultOpened: boolean;
  /** Focus the trigger on mount (it replaced a focused placeholder). */
  focusTrigger: boolean;
  className?: string;
}

/** The Italian / English menu (spec 1 §2); names stay in their own language. */
export function LanguageMenu({ defaultOpened, focusTrigger, className }: LanguageMenuProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const current = currentLanguage();
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  // The menu opened before its trigger existed, so it cannot know where focus was: when
  // closing leaves focus nowhere, put it back on the trigger.
  const restoreFocus = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) trigger.current?.focus();
    });
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      defaultOpened={defaultOpened}
      width={160}
      onClose={restoreFocus}
    >
      <Menu.Target>
        <LanguageButton ref={trigger} className={className} />
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            aria-current={lang === current ? 'true' : undefined}
            rightSection={lang === current ? <IconCheck size={16} aria-hidden="true" /> : null}
            onClick={() => void chooseLanguage(lang)}
          >
            {t(`language.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
