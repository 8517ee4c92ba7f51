import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../shared/lib/paths';
import type { SessionUser } from '../../shared/session';
import classes from './top-bar.module.css';

export interface UserMenuProps {
  user: SessionUser;
  isAnonymous: boolean;
}

function displayName(user: SessionUser): string {
  return user.name?.trim() || user.email || user.username;
}

/**
 * Spec 1 §2, §6: guests see "Guest user" and a Sign in entry (no Profile, no Logout);
 * registered users see "Hi" and their name with Dashboard, Orders, Profile and Logout.
 */
export function UserMenu({ user, isAnonymous }: UserMenuProps) {
  const { t } = useTranslation();
  const label = isAnonymous ? t('user.guest') : t('user.hi', { name: displayName(user) });
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconUserCircle size={20} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          classNames={{ label: classes.userLabel }}
        >
          {label}
        </Button>
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
