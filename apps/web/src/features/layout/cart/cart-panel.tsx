import { ActionIcon, Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format';
import { useSessionStore } from '../../../shared/session';
import { cartTotal, linePrice } from './cart-items';
import classes from './cart.module.css';
import { useCartTexts } from './use-cart-texts';
import { useOpenFromCart } from './use-open-from-cart';

export interface CartPanelProps {
  /** Closes the dropdown (an album was opened). */
  onClose: () => void;
  /** Starts the checkout of the whole cart. */
  onCheckout: () => void;
}

/**
 * The cart's contents (spec 1 §2, §3): per album its title, copies, unit and line price,
 * open and remove; the total; Checkout for the whole cart.
 */
export function CartPanel({ onClose, onCheckout }: CartPanelProps) {
  const { t: tApp } = useTranslation();
  const { t, ready } = useCartTexts();
  const { money: euros } = useFormat();
  const cart = useSessionStore((state) => state.cart);
  const removeFromCart = useSessionStore((state) => state.removeFromCart);
  const opener = useOpenFromCart(onClose);
  if (!ready) return <Loader size="sm" aria-label={tApp('app.loading')} />;
  if (cart.length === 0) return <Text size="sm">{tApp('cart.empty')}</Text>;
  return (
    <Stack gap="sm">
      <ul className={classes.items} aria-label={tApp('cart.title')}>
        {cart.map((item, position) => {
          const title = item.title || tApp('cart.untitled');
          return (
            <li key={`${item.id}-${position}`} className={classes.item}>
              <div className={classes.what}>
                <Text size="sm" fw={600} className={classes.title}>
                  {title}
                </Text>
                <Text size="xs" c="dimmed">
                  {tApp('cart.quantity', { count: item.quantity })} ·{' '}
                  {t('each', { price: euros(item.price) })}
                </Text>
              </div>
              <Text size="sm" fw={600} className={classes.price}>
                {euros(linePrice(item))}
              </Text>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="dark"
                  aria-label={t('openOf', { title })}
                  loading={opener.opening === item.id}
                  onClick={() => opener.open(item.id)}
                >
                  <IconExternalLink size={18} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('removeOf', { title })}
                  onClick={() => removeFromCart(position)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </li>
          );
        })}
      </ul>
      {opener.error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {opener.error}
        </Alert>
      )}
      <Group justify="space-between" className={classes.total}>
        <Text fw={700}>{t('total')}</Text>
        <Text fw={700}>{euros(cartTotal(cart))}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('totalNote')}
      </Text>
      <Button fullWidth onClick={onCheckout}>
        {t('checkout')}
      </Button>
    </Stack>
  );
}
