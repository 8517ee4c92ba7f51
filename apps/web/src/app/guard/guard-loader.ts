import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { countMyAlbums } from '../../shared/api/albums/count-my-albums';
import { logout } from '../../shared/api/session/logout';
import { applyVisitLanguage, chooseLanguage } from '../../shared/i18n/language';
import { languageOfPath, normalizePathname, routeNameOf } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { loadSession } from './load-session';
import { needsAlbumCount, resolveNavigation } from './resolve-navigation';
import type { NavigationDecision } from './resolve-navigation';

export interface GuardDependencies {
  queryClient: QueryClient;
  /** The pathname shown before this navigation; null on the first load. */
  getFromPath: () => string | null;
}

async function loadAlbumCount(): Promise<number | null> {
  try {
    return await countMyAlbums();
  } catch {
    return null;
  }
}

/** Rule 3 reads the options only on the graphics step; the check loads with it. */
async function albumOptionsComplete(to: string): Promise<boolean> {
  if (routeNameOf(to) !== 'file-uploader') return false;
  const { isAlbumOptionsComplete } = await import('./album-options-check');
  return isAlbumOptionsComplete(useSessionStore.getState().albumOptions);
}

async function perform(
  decision: NavigationDecision,
  to: string,
  queryClient: QueryClient,
): Promise<Response | null> {
  const store = useSessionStore.getState();
  switch (decision.type) {
    case 'logout':
      // Spec 1 §4: logging out always resets the session, even when the call fails.
      await logout().catch(() => undefined);
      store.clearSession();
      queryClient.clear();
      return redirect(decision.to);
    case 'redirect':
      if (decision.clearSession) store.clearSession();
      return redirect(decision.to);
    case 'continue':
      await applyVisitLanguage();
      return null;
  }
}

/** The I/O around `resolveNavigation`: runs before every navigation (root route loader). */
export function createGuardLoader({ queryClient, getFromPath }: GuardDependencies) {
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
    const to = normalizePathname(new URL(request.url).pathname);
    // `/it` and `/en` choose the language, then behave as home (spec 1 §2).
    const chosen = languageOfPath(to);
    if (chosen) await chooseLanguage(chosen);

    const { user, guestRecovered, albumCount: pageCount } = await loadSession(queryClient, to);
    const albumCount = needsAlbumCount(to, user) ? (pageCount ?? (await loadAlbumCount())) : null;
    const state = useSessionStore.getState();
    const decision = resolveNavigation({
      to,
      from: getFromPath(),
      user,
      isAnonymous: state.isAnonymous,
      albumId: state.albumId,
      albumOptionsComplete: await albumOptionsComplete(to),
      albumCount,
      guestRecovered,
    });
    return perform(decision, to, queryClient);
  };
}
