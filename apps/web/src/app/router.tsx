import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { AppLayout } from '../features/layout/app-layout';
import { loadPreviewTexts } from '../features/preview/use-preview-texts';
import { loadAlbumTexts } from '../shared/i18n/albums-texts';
import { i18n } from '../shared/i18n/i18n';
import { currentLanguage, loadPageTexts } from '../shared/i18n/language';
import type { Lang } from '../shared/session/types';
import { AppLoading } from '../shared/ui/app-loading';
import { gatedGuard, loadAfterGuard } from './page-gate';
import { RouteErrorBoundary } from './route-error-boundary';

type PageModule = Promise<Record<string, ComponentType>>;
/** A namespace of texts a page shows at once (shared/i18n/namespace-texts.ts). */
type PageTexts = (lang: Lang) => Promise<unknown>;
/**
 * What a page shows at once from the API, asked beside its code once the guard lets the
 * visitor in, instead of after the code has run and the page has rendered (a round trip
 * less before its content; issue 18). The page's own queries then find the answer there.
 * What it returns the page waits for before it renders (page-gate.ts PAGE_DATA_WAIT_MS).
 */
export type PageData = (queryClient: QueryClient, url: URL) => Promise<unknown> | void;
interface PageRoute {
  Component: ComponentType;
  /** The loader, given the app's query client for the page's data. */
  load: (queryClient?: QueryClient) => LoaderFunction;
}

/**
 * A code-split page (DESIGN.md: keep the login route small). Its module loads in the route's
 * loader once the guard allows the visit (page-gate.ts), so a redirected visitor never
 * fetches it; the component is then already there when the page renders.
 */
function page(
  load: () => PageModule,
  name: string,
  namespaces: PageTexts[] = [],
  data?: PageData,
): PageRoute {
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
  return {
    Component: Page,
    load: (queryClient) => (args) =>
      loadAfterGuard(
        args,
        ensure,
        data && queryClient && (() => data(queryClient, new URL(args.request.url))),
      ),
  };
}

// The albums' texts register from the entry, so their file is asked beside the page's code
// instead of after the shared page code that held this loader (issue 18).
const albumTexts: PageTexts = (lang) => loadAlbumTexts(i18n, lang);
const previewTexts: PageTexts = loadPreviewTexts;

/**
 * The dashboard's and the preview's data (page-data.ts): a file of their own, so that the
 * login page's JavaScript carries none of it (issue 18's budget, decision 061). Over HTTP/2
 * the server names it in those pages' HTML (page-modules.ts), so it is here with the entry.
 */
const pageData = () => import('./page-data');
const dashboardData: PageData = (queryClient, url) =>
  pageData().then((data) => data.dashboardData(queryClient, url));
const previewData: PageData = (queryClient, url) =>
  pageData().then((data) => data.previewData(queryClient, url));

const auth = () => import('../features/auth/account-pages');
const profile = () => import('../features/profile/profile-page');
const dashboard = () => import('../features/dashboard/dashboard-page');
const vinyls = () => import('../features/vinyls/vinyls-page');
const texts = () => import('../features/texts/texts-page');
const adminOrders = () => import('../features/admin-orders/admin-order-pages');
const adminCustomers = () => import('../features/admin-customers/admin-customer-pages');
const adminCatalogue = () => import('../features/admin-catalogue/admin-catalogue-pages');

/** A page at a path (or the index of its parent), with the pages under it. */
type PageEntry = PageRoute & { path?: string; index?: true; children?: PageEntry[] };

/** The plant's back-office (issue 17): admins only (the guard), its own chunks. */
const ADMIN: PageEntry = {
  path: 'admin',
  ...page(adminOrders, 'AdminLayout'),
  children: [
    { index: true, ...page(adminOrders, 'OrdersBoardPage') },
    { path: 'orders/:id', ...page(adminOrders, 'OrderPage') },
    { path: 'customers', ...page(adminCustomers, 'CustomersPage') },
    { path: 'customers/:id', ...page(adminCustomers, 'CustomerPage') },
    { path: 'catalogue', ...page(adminCatalogue, 'CatalogueEditorPage') },
  ],
};

/** Home (spec 1 §7), at `/`, `/dashboard`, `/it` and `/en`. */
const DASHBOARD = page(dashboard, 'DashboardPage', [albumTexts], dashboardData);

const PAGES: PageEntry[] = [
  { index: true, ...DASHBOARD },
  { path: 'login', ...page(() => import('../features/auth/login-page'), 'LoginPage') },
  { path: 'signup', ...page(auth, 'SignupPage') },
  { path: 'activate', ...page(auth, 'ActivatePage') },
  { path: 'reset', ...page(auth, 'ResetPasswordPage') },
  { path: 'dashboard', ...DASHBOARD },
  // `/it` and `/en` set the language in the guard, then show home.
  { path: 'it', ...DASHBOARD },
  { path: 'en', ...DASHBOARD },
  ADMIN,
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
    ...page(() => import('./preview-page'), 'PreviewPage', [albumTexts, previewTexts], previewData),
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

function toRoute(
  { load, index, children, ...entry }: PageEntry,
  queryClient: QueryClient | undefined,
): RouteObject {
  const route = { ...entry, loader: load(queryClient), ErrorBoundary: RouteErrorBoundary };
  if (index) return { ...route, index };
  return { ...route, children: children?.map((child) => toRoute(child, queryClient)) };
}

/**
 * Every route of spec 1 §2 under one guarded layout; with the app's query client, pages ask
 * for their data beside their code.
 */
export function createRoutes(
  guardLoader: LoaderFunction,
  queryClient?: QueryClient,
): RouteObject[] {
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
        // The guard always redirects away from /logout (rule 2).
        { path: 'logout', Component: AppLoading, ErrorBoundary: RouteErrorBoundary },
        ...PAGES.map((entry) => toRoute(entry, queryClient)),
      ],
    },
  ];
}
