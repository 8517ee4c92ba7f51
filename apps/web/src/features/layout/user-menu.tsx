import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../shared/lib/paths';
import type { SessionUser } from '../../shared/session';
import { useMountOnUse } from '../../shared/ui/use-mount-on-use';
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
const UserButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function UserButton({ children, ...props }, ref) {
    return (
      <Button
        ref={ref}
        variant="subtle"
        color="dark"
        leftSection={<IconUserCircle size={20} aria-hidden="true" />}
        rightSection={<IconChevronDown size={16} aria-hidden="true" />}
        classNames={{ label: classes.userLabel }}
        {...props}
      >
        {children}
      </Button>
    );
  },
);

export function UserMenu({ user, isAnonymous }: UserMenuProps) {
  const { t } = useTranslation();
  const label = isAnonymous ? t('user.guest') : t('user.hi', { name: displayName(user) });
  // The menu mounts on the first click, open; its button alone until then (decision 060).
  const { target, used, mount, restoreFocus } = useMountOnUse<HTMLButtonElement>();
  if (!used) {
    return (
      <UserButton ref={target} aria-haspopup="menu" aria-expanded={false} onClick={mount}>
        {label}
      </UserButton>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md" width={200} defaultOpened onClose={restoreFocus}>
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
