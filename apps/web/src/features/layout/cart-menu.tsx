import { ActionIcon, Indicator, Loader, Popover, Text } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/session';
import { useMountOnUse } from '../../shared/ui/use-mount-on-use';

// The cart's contents and its checkout load when used, not with the top bar (DESIGN.md budget).
const CartPanel = lazy(() =>
  import('./cart/cart-panel').then((module) => ({ default: module.CartPanel })),
);
const CartCheckout = lazy(() =>
  import('./cart/cart-checkout').then((module) => ({ default: module.CartCheckout })),
);

/** Cart dropdown with the item count from the session (spec 1 §2, §3). */
export function CartMenu() {
  const { t } = useTranslation();
  const count = useSessionStore((state) => state.cart.length);
  const [opened, setOpened] = useState(false);
  const [checkout, setCheckout] = useState(false);
  const close = () => setOpened(false);
  // The popover mounts on the first click, open; its button alone until then (decision 060).
  const { target, used, mount, restoreFocus } = useMountOnUse<HTMLButtonElement>();
  const openFirst = () => {
    setOpened(true);
    mount();
  };
  const button = (
    <ActionIcon
      ref={target}
      variant="subtle"
      color="dark"
      size="lg"
      aria-label={t('cart.button', { count })}
      onClick={used ? () => setOpened((value) => !value) : openFirst}
      // What Popover.Target says of the button once the popover is there.
      {...(!used && { 'aria-haspopup': 'dialog', 'aria-expanded': false })}
    >
      <Indicator label={count} size={16} disabled={count === 0} offset={2} color="ember">
        <IconShoppingBag size={22} aria-hidden="true" />
      </Indicator>
    </ActionIcon>
  );
  if (!used) return button;
  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        onClose={restoreFocus}
        position="bottom-end"
        shadow="md"
        width={340}
        trapFocus
        returnFocus
      >
        <Popover.Target>{button}</Popover.Target>
        <Popover.Dropdown maw="calc(100vw - 16px)">
          <Text fw={700} mb="xs">
            {t('cart.title')}
          </Text>
          {opened && (
            <Suspense fallback={<Loader size="sm" aria-label={t('app.loading')} />}>
              <CartPanel
                onClose={close}
                onCheckout={() => {
                  close();
                  setCheckout(true);
                }}
              />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
      {checkout && (
        <Suspense fallback={null}>
          <CartCheckout onClose={() => setCheckout(false)} />
        </Suspense>
      )}
    </>
  );
}
