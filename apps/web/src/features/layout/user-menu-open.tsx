import { Menu } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../shared/lib/paths';
import { UserButton } from './user-button';

export interface OpenUserMenuProps {
  label: string;
  isAnonymous: boolean;
  /** Open once mounted: its first use still wants it (use-mount-on-use.ts `opening`). */
  opened: boolean;
  target: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** The user menu itself (user-menu.tsx): a chunk of its own, mounted open on first use. */
export function OpenUserMenu({ label, isAnonymous, opened, target, onClose }: OpenUserMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={200} defaultOpened={opened} onClose={onClose}>
      <Menu.Target>
        <UserButton ref={target}>{label}</UserButton>
      </Menu.Target>
      <Menu.Dropdown>
        {isAnonymous ? (
          <Menu.Item component={Link} to={PATHS.login}>
            {t('user.signIn')}
          </Menu.Item>
        ) : (
          <>
            <Menu.Item component={Link} to={PATHS.dashboard}>
              {t('user.dashboard')}
            </Menu.Item>
            <Menu.Item component={Link} to={PATHS.orders}>
              {t('user.orders')}
            </Menu.Item>
            <Menu.Item component={Link} to={PATHS.profile}>
              {t('user.profile')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item component={Link} to={PATHS.logout}>
              {t('user.logout')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
