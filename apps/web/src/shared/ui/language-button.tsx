import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/language';

export type LanguageButtonProps = ButtonProps & ComponentPropsWithoutRef<'button'>;

/** The switcher's trigger: "Language: English" for assistive technology, the language shown. */
export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(
  function LanguageButton(props, ref) {
    const { t } = useTranslation();
    const lang = currentLanguage();
    const name = t(`language.${lang}`);
    return (
      <Button
        ref={ref}
        variant="default"
        leftSection={<IconWorld size={18} aria-hidden="true" />}
        rightSection={<IconChevronDown size={16} aria-hidden="true" />}
        aria-label={`${t('language.label')}: ${name}`}
        aria-haspopup="menu"
        {...props}
      >
        {name}
      </Button>
    );
  },
);
