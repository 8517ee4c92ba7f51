import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { isIOS } from '@vinyl/domain';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { loadPageTexts } from '../../shared/i18n/language';
import { routeNameOf } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import classes from './app-layout.module.css';
import { showsSummaryBox, sidebarMode } from './layout-rules';
import { Footer, SummaryBox, WizardSidebar } from './lazy-parts';
import { TopBar } from './top-bar';

// Its texts are in the second file (i18n.ts `moreBundles`), which the login page does not load.
const IosNotice = lazy(() =>
  Promise.all([import('../../shared/ui/ios-notice'), loadPageTexts()]).then(([module]) => ({
    default: module.IosNotice,
  })),
);

const COMPACT = '(max-width: 61.99em)';

/** The chrome every page renders in: top bar, sidebar, summary box, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = routeNameOf(pathname);
  const hasUser = useSessionStore((state) => state.user !== null);
  const compact = useMediaQuery(COMPACT, false, { getInitialValueInEffect: false });
  // The summary starts open where there is room for it, folded on small screens.
  const [summaryOpened, summary] = useDisclosure(!compact);
  const withSidebar = sidebarMode(route) !== 'hidden';
  const withSummary = showsSummaryBox(route);
  return (
    <div className={classes.shell} data-with-summary={withSummary || undefined}>
      <a href="#main" className={classes.skip}>
        {t('app.skipToContent')}
      </a>
      <TopBar route={route} />
      <div className={classes.body} data-with-sidebar={withSidebar || undefined}>
        {withSidebar && (
          <aside className={classes.sidebar}>
            <Suspense fallback={null}>
              <WizardSidebar
                route={route}
                summaryOpened={summaryOpened}
                onToggleSummary={summary.toggle}
              />
              {withSummary && <SummaryBox opened={summaryOpened} onToggle={summary.toggle} />}
            </Suspense>
          </aside>
        )}
        <main id="main" tabIndex={-1} className={classes.main}>
          {isIOS(navigator.userAgent) && (
            <Suspense fallback={null}>
              <IosNotice />
            </Suspense>
          )}
          <Outlet />
        </main>
      </div>
      <Suspense fallback={null}>{hasUser && <Footer />}</Suspense>
      <ScrollRestoration />
    </div>
  );
}
