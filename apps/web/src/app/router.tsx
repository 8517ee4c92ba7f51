import type { RouteObject } from 'react-router';
import { AppLayout } from '../features/layout/app-layout';
import { AppLoading } from '../shared/ui/app-loading';
import { RouteErrorBoundary } from './route-error-boundary';

type PageModule = Promise<Record<string, React.ComponentType>>;

/** A code-split page: its module loads with the route (DESIGN.md: keep the login route small). */
function page(load: () => PageModule, name: string): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    const Component = module[name];
    if (!Component) throw new Error(`Page ${name} is missing`);
    return { Component };
  };
}

const auth = () => import('../features/auth/account-pages');
const profile = () => import('../features/profile/profile-page');
const dashboard = () => import('../features/dashboard/dashboard-page');
const vinyls = () => import('../features/vinyls/vinyls-page');
const texts = () => import('../features/texts/texts-page');
const adminOrders = () => import('../features/admin-orders/admin-order-pages');
const adminCustomers = () => import('../features/admin-customers/admin-customer-pages');
const adminCatalogue = () => import('../features/admin-catalogue/admin-catalogue-pages');

/** The plant's back-office (issue 17): admins only (the guard), its own chunks. */
const ADMIN: RouteObject = {
  path: 'admin',
  lazy: page(adminOrders, 'AdminLayout'),
  ErrorBoundary: RouteErrorBoundary,
  children: [
    { index: true, lazy: page(adminOrders, 'OrdersBoardPage') },
    { path: 'orders/:id', lazy: page(adminOrders, 'OrderPage') },
    { path: 'customers', lazy: page(adminCustomers, 'CustomersPage') },
    { path: 'customers/:id', lazy: page(adminCustomers, 'CustomerPage') },
    { path: 'catalogue', lazy: page(adminCatalogue, 'CatalogueEditorPage') },
  ].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
};

const PAGES: { path: string; lazy: RouteObject['lazy'] }[] = [
  { path: 'login', lazy: page(() => import('../features/auth/login-page'), 'LoginPage') },
  { path: 'signup', lazy: page(auth, 'SignupPage') },
  { path: 'activate', lazy: page(auth, 'ActivatePage') },
  { path: 'reset', lazy: page(auth, 'ResetPasswordPage') },
  { path: 'dashboard', lazy: page(dashboard, 'DashboardPage') },
  // `/it` and `/en` set the language in the guard, then show home.
  { path: 'it', lazy: page(dashboard, 'DashboardPage') },
  { path: 'en', lazy: page(dashboard, 'DashboardPage') },
  { path: 'vinyls', lazy: page(vinyls, 'VinylsPage') },
  { path: 'texts', lazy: page(texts, 'TextsPage') },
  {
    path: 'tracks-uploader',
    lazy: page(() => import('../features/tracks/tracks-page'), 'TracksPage'),
  },
  {
    path: 'disc-options',
    lazy: page(() => import('../features/options/options-page'), 'OptionsPage'),
  },
  {
    path: 'file-uploader',
    lazy: page(() => import('../features/graphics/graphics-page'), 'GraphicsPage'),
  },
  { path: 'preview', lazy: page(() => import('./preview-page'), 'PreviewPage') },
  { path: 'profile', lazy: page(profile, 'ProfilePage') },
  { path: 'orders', lazy: page(() => import('../features/orders/orders-page'), 'OrdersPage') },
  { path: 'credits', lazy: page(() => import('../features/credits/credits-page'), 'CreditsPage') },
  // The online designer (issue 16, spec 2 §7 "Designer redirect"): its own chunk.
  {
    path: 'designer-app/:albumId/from-image/:lang',
    lazy: page(() => import('../features/designer/from-image-page'), 'FromImagePage'),
  },
  {
    path: 'designer-app/:albumId/:part/:lang',
    lazy: page(() => import('../features/designer/designer-page'), 'DesignerPage'),
  },
  { path: '*', lazy: page(() => import('../features/not-found/not-found-page'), 'NotFoundPage') },
];

/** Every route of spec 1 §2 under one guarded layout. */
export function createRoutes(guardLoader: NonNullable<RouteObject['loader']>): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: guardLoader,
      // The guard runs on every navigation (spec 1 §2), not only when params change.
      shouldRevalidate: () => true,
      Component: AppLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { index: true, lazy: page(dashboard, 'DashboardPage'), ErrorBoundary: RouteErrorBoundary },
        // The guard always redirects away from /logout (rule 2).
        { path: 'logout', Component: AppLoading, ErrorBoundary: RouteErrorBoundary },
        ADMIN,
        ...PAGES.map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
      ],
    },
  ];
}
