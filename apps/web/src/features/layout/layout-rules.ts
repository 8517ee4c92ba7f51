import type { RouteName } from '../../shared/lib/paths';
import { WIZARD_ROUTES } from '../../shared/lib/paths';

/**
 * Which chrome a route shows (spec 1 §2 "Top bar, footer, sidebar"; spec 2 §2).
 * - `steps`: the wizard step routes, steps enabled by progress;
 * - `disabled`: dashboard, home and vinyls, every step disabled and no summary button;
 * - `hidden`: no sidebar.
 */
/**
 * The summary box's body, which the sidebar's and the box's own summary buttons control:
 * here, not in summary-box.tsx, so that the sidebar (on the dashboard too) does not load the
 * box's code and with it the domain's schemas (decision 058).
 */
export const SUMMARY_BOX_ID = 'album-summary-box';

export type SidebarMode = 'steps' | 'disabled' | 'hidden';

export function sidebarMode(route: RouteName): SidebarMode {
  if (WIZARD_ROUTES.has(route)) return 'steps';
  if (route === 'home' || route === 'dashboard' || route === 'vinyls') return 'disabled';
  return 'hidden';
}

/** A summary button appears on a wizard step route other than texts. */
export function showsSummaryButton(route: RouteName): boolean {
  return WIZARD_ROUTES.has(route) && route !== 'texts';
}

/**
 * The floating summary box: every wizard step once the format is chosen (issue 5 item 6;
 * spec 1 §1 "shows chosen options and cost at all times"). Spec 1 §2 lists tracks,
 * options, file-uploader and preview; the title step shows it too, since the format and
 * its price are known from there on. The summary button stays off texts (spec 1 §2).
 */
export function showsSummaryBox(route: RouteName): boolean {
  return WIZARD_ROUTES.has(route);
}

/** Leaving the album project makes sense once one is being made. */
export function showsExitButton(route: RouteName): boolean {
  return WIZARD_ROUTES.has(route) || route === 'vinyls';
}
