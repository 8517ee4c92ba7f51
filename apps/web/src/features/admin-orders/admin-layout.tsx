import { Stack, Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAdminOrdersTexts } from './use-admin-orders-texts';

const SECTIONS = [
  { path: '/admin', key: 'orders' },
  { path: '/admin/customers', key: 'customers' },
  { path: '/admin/catalogue', key: 'catalogue' },
] as const;

/**
 * The back-office's frame (issue 17): its sections as tabs over the page. The whole
 * back-office is one lazily loaded chunk a customer never downloads; the guard lets only
 * admins in.
 */
export function AdminLayout() {
  const { t, ready } = useAdminOrdersTexts();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current =
    [...SECTIONS].reverse().find((section) => pathname.startsWith(section.path))?.path ?? '/admin';
  return (
    <Stack gap="lg">
      {ready && (
        <Tabs value={current} onChange={(path) => path && void navigate(path)}>
          <Tabs.List aria-label={t('nav.title')}>
            {SECTIONS.map((section) => (
              <Tabs.Tab key={section.path} value={section.path}>
                {t(`nav.${section.key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <Outlet />
    </Stack>
  );
}
