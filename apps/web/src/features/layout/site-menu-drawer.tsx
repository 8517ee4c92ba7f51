import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { SiteNav } from './site-nav';

export interface SiteMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  withLanguage: boolean;
}

/** The site links (and on phones the language) behind the burger on narrow screens. */
export function SiteMenuDrawer({ opened, onClose, withLanguage }: SiteMenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('app.name')} size="xs">
      <Stack gap="lg">
        <SiteNav vertical />
        {withLanguage && <LanguageSwitcher />}
      </Stack>
    </Drawer>
  );
}
