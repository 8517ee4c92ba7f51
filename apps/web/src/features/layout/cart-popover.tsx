import { Loader, Popover, Text } from '@mantine/core';
import { lazy, Suspense, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

// The cart's contents load when it opens, not with the popover.
const CartPanel = lazy(() =>
  import('./cart/cart-panel').then((module) => ({ default: module.CartPanel })),
);

export interface CartPopoverProps {
  /** The cart's button (cart-menu.tsx), the popover's target. */
  button: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** After the popover has closed (focus back on the button). */
  onClosed: () => void;
  onCheckout: () => void;
}

/** The cart's popover (cart-menu.tsx): a chunk of its own, mounted open on first use. */
export function CartPopover({ button, opened, onChange, onClosed, onCheckout }: CartPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      onClose={onClosed}
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
            <CartPanel onClose={() => onChange(false)} onCheckout={onCheckout} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
