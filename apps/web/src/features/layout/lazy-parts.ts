import { lazy } from 'react';

// Chrome the login screen does not show stays out of the login route's JavaScript
// (DESIGN.md: under 170 KB gzipped).

export const SessionControls = lazy(() =>
  import('./session-controls').then((module) => ({ default: module.SessionControls })),
);

export const SiteMenuDrawer = lazy(() =>
  import('./site-menu-drawer').then((module) => ({ default: module.SiteMenuDrawer })),
);

export const WizardSidebar = lazy(() =>
  import('./wizard-sidebar').then((module) => ({ default: module.WizardSidebar })),
);

export const SummaryBox = lazy(() =>
  import('./summary-box').then((module) => ({ default: module.SummaryBox })),
);

export const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));
