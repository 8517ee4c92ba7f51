import { lazy, type ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { AppLayout } from '../features/layout/app-layout';
import { i18n } from '../shared/i18n/i18n';
import { currentLanguage, loadPageTexts } from '../shared/i18n/language';
import type { Lang } from '../shared/session/types';
import { AppLoading } from '../shared/ui/app-loading';
import { gatedGuard, loadAfterGuard } from './page-gate';
import { RouteErrorBoundary } from './route-error-boundary';

type PageModule = Promise<Record<string, ComponentType>>;
type PageRoute = Pick<RouteObject, 'loader' | 'Component'>;
/** A namespace of texts a page shows at once (shared/i18n/namespace-texts.ts). */
type PageTexts = (lang: Lang) => Promise<unknown>;

/**
 * A code-split page (DESIGN.md: keep the login route small). Its module loads in the route's
 * loader once the guard allows the visit (page-gate.ts), so a redirected visitor never
 * fetches it; the component is then already there when the page renders.
 */
function page(load: () => PageModule, name: string, namespaces: PageTexts[] = []): PageRoute {
  let Loaded: ComponentType | undefined;
  const ensure = async () => {
    // The namespaces the page shows at once load beside its code, not after its first render
    // (a round trip and a second render later; issue 18, decision 046). A failed one only
    // leaves the page to ask again, as it did before.
    const lang = currentLanguage();
    const extra = Promise.all(namespaces.map((texts) => texts(lang).catch(() => undefined)));
    if (Loaded) {
      await extra;
      return Loaded;
    }
    // Every page but the login page shows texts of the second file (i18n.ts `moreBundles`).
    const texts = name === 'LoginPage' ? undefined : loadPageTexts();
    const Component = (await Promise.all([load(), texts, extra]))[0][name];
    if (!Component) throw new Error(`Page ${name} is missing`);
    Loaded = Component;
    return Component;
  };
  // Only if a page renders without its loader having run (it always runs in this app).
  const Fallback = lazy(async () => ({ default: await ensure() }));
  function Page() {
    return Loaded ? <Loaded /> : <Fallback />;
  }
  Page.displayName = `Page(${name})`;
  return { loader: (args) => loadAfterGuard(args, ensure), Component: Page };
}

const albumTexts: PageTexts = (lang) =>
  import('../shared/i18n/albums-texts').then((module) => module.loadAlbumTexts(i18n, lang));
const previewTexts: PageTexts = (lang) =>
  import('../features/preview/use-preview-texts').then((module) => module.loadPreviewTexts(lang));

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
  ...page(adminOrders, 'AdminLayout'),
  ErrorBoundary: RouteErrorBoundary,
  children: [
    { index: true, ...page(adminOrders, 'OrdersBoardPage') },
    { path: 'orders/:id', ...page(adminOrders, 'OrderPage') },
    { path: 'customers', ...page(adminCustomers, 'CustomersPage') },
    { path: 'customers/:id', ...page(adminCustomers, 'CustomerPage') },
    { path: 'catalogue', ...page(adminCatalogue, 'CatalogueEditorPage') },
  ].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
};

const PAGES: (PageRoute & { path: string })[] = [
  { path: 'login', ...page(() => import('../features/auth/login-page'), 'LoginPage') },
  { path: 'signup', ...page(auth, 'SignupPage') },
  { path: 'activate', ...page(auth, 'ActivatePage') },
  { path: 'reset', ...page(auth, 'ResetPasswordPage') },
  { path: 'dashboard', ...page(dashboard, 'DashboardPage', [albumTexts]) },
  // `/it` and `/en` set the language in the guard, then show home.
  { path: 'it', ...page(dashboard, 'DashboardPage', [albumTexts]) },
  { path: 'en', ...page(dashboard, 'DashboardPage', [albumTexts]) },
  { path: 'vinyls', ...page(vinyls, 'VinylsPage') },
  { path: 'texts', ...page(texts, 'TextsPage') },
  {
    path: 'tracks-uploader',
    ...page(() => import('../features/tracks/tracks-page'), 'TracksPage'),
  },
  {
    path: 'disc-options',
    ...page(() => import('../features/options/options-page'), 'OptionsPage'),
  },
  {
    path: 'file-uploader',
    ...page(() => import('../features/graphics/graphics-page'), 'GraphicsPage'),
  },
  {
    path: 'preview',
    ...page(() => import('./preview-page'), 'PreviewPage', [albumTexts, previewTexts]),
  },
  { path: 'profile', ...page(profile, 'ProfilePage') },
  { path: 'orders', ...page(() => import('../features/orders/orders-page'), 'OrdersPage') },
  { path: 'credits', ...page(() => import('../features/credits/credits-page'), 'CreditsPage') },
  // The online designer (issue 16, spec 2 §7 "Designer redirect"): its own chunk.
  {
    path: 'designer-app/:albumId/from-image/:lang',
    ...page(() => import('../features/designer/from-image-page'), 'FromImagePage'),
  },
  {
    path: 'designer-app/:albumId/:part/:lang',
    ...page(() => import('../features/designer/designer-page'), 'DesignerPage'),
  },
  { path: '*', ...page(() => import('../features/not-found/not-found-page'), 'NotFoundPage') },
];

/** Every route of spec 1 §2 under one guarded layout. */
export function createRoutes(guardLoader: LoaderFunction): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: gatedGuard(guardLoader),
      // The guard runs on every navigation (spec 1 §2), not only when params change.
      shouldRevalidate: () => true,
      Component: AppLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          index: true,
          ...page(dashboard, 'DashboardPage', [albumTexts]),
          ErrorBoundary: RouteErrorBoundary,
        },
        // The guard always redirects away from /logout (rule 2).
        { path: 'logout', Component: AppLoading, ErrorBoundary: RouteErrorBoundary },
        ADMIN,
        ...PAGES.map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
      ],
    },
  ];
}
