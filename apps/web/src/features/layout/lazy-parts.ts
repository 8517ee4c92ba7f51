import { createElement, lazy, type ComponentType } from 'react';
import { loadPageTexts } from '../../shared/i18n/language';
import { onUse } from '../../shared/lib/on-use';
import type { RouteName } from '../../shared/lib/paths';
import { stylesheetsLoaded } from '../../shared/lib/stylesheets';
import { showsSummaryBox, sidebarMode } from './layout-rules';

// Chrome the login screen does not show stays out of the login route's JavaScript
// (DESIGN.md: under 170 KB gzipped).

/**
 * A part of the chrome in its own chunk. `preload` fetches it beside the page (router.tsx),
 * so that the part renders at once with the page instead of appearing a moment later and
 * pushing the page down (issue 18: no layout shift); until loaded it suspends as before.
 */
function chromePart<P extends object>(load: () => Promise<ComponentType<P>>) {
  // The signed-in chrome's texts are in the second file (i18n.ts `moreBundles`).
  const part = onUse(() =>
    Promise.all([load(), loadPageTexts()]).then(async ([component]) => {
      await stylesheetsLoaded();
      return component;
    }),
  );
  const Lazy = lazy(async () => ({ default: await part.load() }));
  function Part(props: P) {
    return createElement(part.loaded ?? Lazy, props);
  }
  return Object.assign(Part, { preload: part.load });
}

const signedInChrome = () => import('./signed-in-chrome');

export const SessionControls = chromePart(() =>
  signedInChrome().then((module) => module.SessionControls),
);

export const SiteMenuDrawer = chromePart(() =>
  import('./site-menu-drawer').then((module) => module.SiteMenuDrawer),
);

export const WizardSidebar = chromePart(() =>
  signedInChrome().then((module) => module.WizardSidebar),
);

export const SummaryBox = chromePart(() =>
  import('./summary-box').then((module) => module.SummaryBox),
);

export const Footer = chromePart(() => signedInChrome().then((module) => module.Footer));

/** The chrome a signed-in page of `route` shows, loaded beside the page's own code. */
export async function preloadChrome(route: RouteName): Promise<void> {
  const parts: Promise<unknown>[] = [SessionControls.preload(), Footer.preload()];
  if (sidebarMode(route) !== 'hidden') parts.push(WizardSidebar.preload());
  if (showsSummaryBox(route)) parts.push(SummaryBox.preload());
  await Promise.all(parts);
}
