import { PATHS } from '../shared/lib/paths';

/**
 * The module of a page path's code, as the build's manifest names it: what
 * router.tsx imports for the path. The build turns it into `.vite/page-preloads.json`
 * (vite.config.ts) and the server names those files in the index.html it answers the path
 * with, so the browser fetches the page's code beside the entry instead of after it has run
 * (issue 18, decision 051). The build fails when a module named here is not one of the
 * build's lazily loaded modules.
 *
 * Only the login page, whose code is small (~12 KB): the signed-in pages were tried and left
 * out — their ~130 KB, fetched beside the entry on a phone's link, delayed the first paint
 * by 0.5–1.3 s in Lighthouse for no earlier largest paint (decision 051). Tried again once
 * the page carried the session (decision 056), so that nothing but the page's code was left
 * to wait for: the same — the first paint 0.5 s later, the largest no earlier. The account
 * pages bring the same shared files (~100 KB) and stay out for the same reason.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  [PATHS.login]: 'src/features/auth/login-page.tsx',
};
