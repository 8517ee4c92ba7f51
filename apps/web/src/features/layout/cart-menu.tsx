import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onUse } from '../../shared/lib/on-use';
import { useSessionStore } from '../../shared/session';
import { useMountOnUse } from '../../shared/ui/use-mount-on-use';

// The cart's popover and its checkout load when used, not with the top bar (DESIGN.md budget;
// Mantine's Popover and its positioning code: decision 061).
const CartPopover = onUse(() => import('./cart-popover').then((module) => module.CartPopover));
const CartCheckout = lazy(() =>
  import('./cart/cart-checkout').then((module) => ({ default: module.CartCheckout })),
);

/** Cart dropdown with the item count from the session (spec 1 §2, §3). */
export function CartMenu() {
  const { t } = useTranslation();
  const count = useSessionStore((state) => state.cart.length);
  const [opened, setOpened] = useState(false);
  const [checkout, setCheckout] = useState(false);
  // The popover mounts on the first click, open; its button alone until then (decision 060).
  const { target, used, mount, restoreFocus } = useMountOnUse<HTMLButtonElement>(CartPopover.load);
  const Popover = used ? CartPopover.loaded : undefined;
  const openFirst = () => mount(() => setOpened(true));
  const button = (
    <ActionIcon
      ref={target}
      variant="subtle"
      color="dark"
      size="lg"
      aria-label={t('cart.button', { count })}
      onClick={Popover ? () => setOpened((value) => !value) : openFirst}
      // What Popover.Target says of the button once the popover is there.
      {...(!Popover && {
        'aria-haspopup': 'dialog',
        'aria-expanded': false,
        onPointerEnter: CartPopover.preload,
        onFocus: CartPopover.preload,
      })}
    >
      <Indicator label={count} size={16} disabled={count === 0} offset={2} color="ember">
        <IconShoppingBag size={22} aria-hidden="true" />
      </Indicator>
    </ActionIcon>
  );
  if (!Popover) return button;
  return (
    <>
      <Popover
        button={button}
        opened={opened}
        onChange={setOpened}
        onClosed={restoreFocus}
        onCheckout={() => {
          setOpened(false);
          setCheckout(true);
        }}
      />
      {checkout && (
        <Suspense fallback={null}>
          <CartCheckout onClose={() => setCheckout(false)} />
        </Suspense>
      )}
    </>
  );
}
