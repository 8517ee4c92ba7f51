import { useTranslation } from 'react-i18next';
import { onUse } from '../../shared/lib/on-use';
import type { SessionUser } from '../../shared/session';
import { useMountOnUse } from '../../shared/ui/use-mount-on-use';
import { UserButton } from './user-button';

export interface UserMenuProps {
  user: SessionUser;
  isAnonymous: boolean;
}

function displayName(user: SessionUser): string {
  return user.name?.trim() || user.email || user.username;
}

// Mantine's Menu and its positioning code load on first use (decision 061).
const OpenUserMenu = onUse(() => import('./user-menu-open').then((module) => module.OpenUserMenu));

/**
 * Spec 1 §2, §6: guests see "Guest user" and a Sign in entry (no Profile, no Logout);
 * registered users see "Hi" and their name with Dashboard, Orders, Profile and Logout.
 */
export function UserMenu({ user, isAnonymous }: UserMenuProps) {
  const { t } = useTranslation();
  const label = isAnonymous ? t('user.guest') : t('user.hi', { name: displayName(user) });
  // The menu mounts on the first click, open; its button alone until then (decision 060).
  const { target, used, opening, mount, restoreFocus } = useMountOnUse<HTMLButtonElement>(
    OpenUserMenu.load,
  );
  const Open = OpenUserMenu.loaded;
  if (!used || !Open) {
    return (
      <UserButton
        ref={target}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => mount()}
        onPointerEnter={OpenUserMenu.preload}
        onFocus={OpenUserMenu.preload}
      >
        {label}
      </UserButton>
    );
  }
  return (
    <Open
      label={label}
      isAnonymous={isAnonymous}
      opened={opening}
      target={target}
      onClose={restoreFocus}
    />
  );
}
