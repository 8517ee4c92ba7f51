import { Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../shared/lib/paths';
import type { RouteName } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { VinylRecord } from '../../shared/ui/vinyl-record';
import { SessionControls, SiteMenuDrawer } from './lazy-parts';
import { SiteNav } from './site-nav';
import classes from './top-bar.module.css';

/** Spec 1 §9: the navbar hides once the page is scrolled more than 96 px. */
export const NAVBAR_HIDE_SCROLL = 96;

/**
 * Whether the window is scrolled more than `limit` px, from scroll events only. Mantine's
 * `useWindowScroll` also reads the position in an effect right after the first commit, which
 * forces the page's first layout inside that task (17–28 ms on this machine, four times that
 * on Lighthouse's phone; issue 18), and re-renders the bar on every scroll event.
 */
function useScrolledPast(limit: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > limit);
    window.addEventListener('scroll', update, { passive: true });
    // A position restored before the listener was there: read once in the next frame,
    // where the browser lays the page out anyway (not inside the commit's task).
    const frame = requestAnimationFrame(update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [limit]);
  return past;
}

const NARROW = '(max-width: 74.99em)';
const PHONE = '(max-width: 47.99em)';

/** Top bar (spec 1 §2): provider site links, language, cart and user menus. */
export function TopBar({ route }: { route: RouteName }) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const isAnonymous = useSessionStore((state) => state.isAnonymous);
  const hidden = useScrolledPast(NAVBAR_HIDE_SCROLL);
  const [menuOpened, menu] = useDisclosure(false);
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  // The login screen carries its own switcher; one "Language" control per page.
  const languageInBar = route !== 'login';
  const languageInDrawer = languageInBar && phone;
  return (
    <header
      className={classes.header}
      data-hidden={hidden || undefined}
      data-no-user={!user || undefined}
    >
      <div className={classes.bar}>
        {narrow && (
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            size="sm"
            aria-label={menuOpened ? t('topbar.closeMenu') : t('topbar.openMenu')}
          />
        )}
        <Link to={PATHS.home} className={classes.brand}>
          <VinylRecord size={36} />
          <span className={classes.brandName}>{t('app.name')}</span>
        </Link>
        {!narrow && <SiteNav />}
        <Group gap="xs" ml="auto" wrap="nowrap">
          {languageInBar && !languageInDrawer && <LanguageSwitcher />}
          {user && (
            <Suspense fallback={null}>
              <SessionControls user={user} isAnonymous={isAnonymous} />
            </Suspense>
          )}
        </Group>
      </div>
      {narrow && menuOpened && (
        <Suspense fallback={null}>
          <SiteMenuDrawer
            opened={menuOpened}
            onClose={menu.close}
            withLanguage={languageInDrawer}
          />
        </Suspense>
      )}
    </header>
  );
}
