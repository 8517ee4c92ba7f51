import type { SessionUser } from '../../shared/session';
import { CartMenu } from './cart-menu';
import { UserMenu } from './user-menu';

/** The top bar's cart and user menus, loaded once someone is signed in. */
export function SessionControls({
  user,
  isAnonymous,
}: {
  user: SessionUser;
  isAnonymous: boolean;
}) {
  return (
    <>
      <CartMenu />
      <UserMenu user={user} isAnonymous={isAnonymous} />
    </>
  );
}
