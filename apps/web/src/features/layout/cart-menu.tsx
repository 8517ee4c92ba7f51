import { ActionIcon, Indicator, Menu, Stack, Text } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/session';

/** Cart dropdown with the item count from the session (spec 1 §2, §3). */
export function CartMenu() {
  const { t } = useTranslation();
  const cart = useSessionStore((state) => state.cart);
  const count = cart.length;
  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={t('cart.button', { count })}
        >
          <Indicator label={count} size={16} disabled={count === 0} offset={2} color="ember">
            <IconShoppingBag size={22} aria-hidden="true" />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('cart.title')}</Menu.Label>
        {count === 0 ? (
          <Text size="sm" px="sm" pb="xs">
            {t('cart.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" px="sm" pb="xs" m={0} style={{ listStyle: 'none' }}>
            {cart.map((item, position) => (
              <li key={`${item.id}-${position}`}>
                <Text size="sm" fw={600}>
                  {item.title || t('cart.untitled')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('cart.quantity', { count: item.quantity })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
