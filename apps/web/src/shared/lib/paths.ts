/**
 * Route names and paths of spec 1 §2. Shared so features can link to each other's
 * pages without importing each other.
 */
export const PATHS = {
  home: '/',
  homeIt: '/it',
  homeEn: '/en',
  login: '/login',
  signup: '/signup',
  activate: '/activate',
  resetPassword: '/reset',
  logout: '/logout',
  dashboard: '/dashboard',
  vinyls: '/vinyls',
  texts: '/texts',
  tracks: '/tracks-uploader',
  options: '/disc-options',
  fileUploader: '/file-uploader',
  preview: '/preview',
  profile: '/profile',
  orders: '/orders',
  credits: '/credits',
  /** The plant's back-office (issue 17): admins only. */
  admin: '/admin',
} as const;

export type RouteName =
  | 'home'
  | 'login'
  | 'signup'
  | 'activate'
  | 'reset-password'
  | 'logout'
  | 'dashboard'
  | 'vinyls'
  | 'texts'
  | 'tracks'
  | 'options'
  | 'file-uploader'
  | 'preview'
  | 'profile'
  | 'orders'
  | 'credits'
  | 'admin'
  | 'not-found';

const ROUTE_NAMES: Record<string, RouteName> = {
  [PATHS.home]: 'home',
  [PATHS.homeIt]: 'home',
  [PATHS.homeEn]: 'home',
  [PATHS.login]: 'login',
  [PATHS.signup]: 'signup',
  [PATHS.activate]: 'activate',
  [PATHS.resetPassword]: 'reset-password',
  [PATHS.logout]: 'logout',
  [PATHS.dashboard]: 'dashboard',
  [PATHS.vinyls]: 'vinyls',
  [PATHS.texts]: 'texts',
  [PATHS.tracks]: 'tracks',
  [PATHS.options]: 'options',
  [PATHS.fileUploader]: 'file-uploader',
  [PATHS.preview]: 'preview',
  [PATHS.profile]: 'profile',
  [PATHS.orders]: 'orders',
  [PATHS.credits]: 'credits',
};

/** Drops a trailing slash ("/login/" is "/login") so every check sees one spelling. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The language a path chooses: `/it` and `/en` (spec 1 §2), none elsewhere. The guard makes
 * it the visit's choice, the first screen loads its texts, and the server writes the page
 * in it (apps/server/src/http/web-app.ts `pageLanguage`).
 */
export function languageOfPath(pathname: string): 'it' | 'en' | null {
  const normal = normalizePathname(pathname);
  if (normal === PATHS.homeIt) return 'it';
  if (normal === PATHS.homeEn) return 'en';
  return null;
}

/** The spec's route name for a pathname; unknown paths are 'not-found'. */
export function routeNameOf(pathname: string): RouteName {
  const normal = normalizePathname(pathname);
  // Every page of the back-office is one route for the guard.
  if (normal === PATHS.admin || normal.startsWith(`${PATHS.admin}/`)) return 'admin';
  return ROUTE_NAMES[normal] ?? 'not-found';
}

/** Pages a visitor without a user may open (spec 1 §2 guard rule 4, §6). */
export const PUBLIC_ROUTES: ReadonlySet<RouteName> = new Set([
  'login',
  'signup',
  'activate',
  'reset-password',
]);

/** The wizard step pages (spec 2 §2); vinyls is not one of them. */
export const WIZARD_ROUTES: ReadonlySet<RouteName> = new Set([
  'texts',
  'tracks',
  'options',
  'file-uploader',
  'preview',
]);
