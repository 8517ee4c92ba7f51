import { PATHS, PUBLIC_ROUTES, routeNameOf } from '../shared/lib/paths';

/**
 * The module of each page path's code, as the build's manifest names it: what router.tsx
 * imports for the path. The build turns it into `.vite/page-preloads.json` (vite.config.ts)
 * and the server names those files in the index.html it answers the path with, so the
 * browser fetches the page's code beside the entry instead of after it has run (issue 18,
 * decision 051). A path missing here only loads as before; the build fails when a module
 * named here is not one of the build's lazily loaded modules.
 */
const DASHBOARD = 'src/features/dashboard/dashboard-page.tsx';
const ACCOUNT_PAGES = 'src/features/auth/account-pages.tsx';

export const PAGE_MODULES: Readonly<Record<string, string>> = {
  [PATHS.home]: DASHBOARD,
  [PATHS.homeIt]: DASHBOARD,
  [PATHS.homeEn]: DASHBOARD,
  [PATHS.dashboard]: DASHBOARD,
  [PATHS.login]: 'src/features/auth/login-page.tsx',
  [PATHS.signup]: ACCOUNT_PAGES,
  [PATHS.activate]: ACCOUNT_PAGES,
  [PATHS.resetPassword]: ACCOUNT_PAGES,
  [PATHS.vinyls]: 'src/features/vinyls/vinyls-page.tsx',
  [PATHS.texts]: 'src/features/texts/texts-page.tsx',
  [PATHS.tracks]: 'src/features/tracks/tracks-page.tsx',
  [PATHS.options]: 'src/features/options/options-page.tsx',
  [PATHS.fileUploader]: 'src/features/graphics/graphics-page.tsx',
  [PATHS.preview]: 'src/app/preview-page.tsx',
  [PATHS.profile]: 'src/features/profile/profile-page.tsx',
  [PATHS.orders]: 'src/features/orders/orders-page.tsx',
  [PATHS.credits]: 'src/features/credits/credits-page.tsx',
  [PATHS.admin]: 'src/features/admin-orders/admin-order-pages.ts',
};

/** Whether a visitor without a session may open `path` (the guard's rule, spec 1 §2). */
export function isPublicPath(path: string): boolean {
  return PUBLIC_ROUTES.has(routeNameOf(path));
}
