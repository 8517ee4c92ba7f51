import { createBrowserRouter } from 'react-router';
import { i18n } from '../shared/i18n/i18n';
import { createGuardLoader } from './guard/guard-loader';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';
import { createSessionExpiryHandler } from './session/session-expiry';

type RouterFactory = (
  routes: ReturnType<typeof createRoutes>,
) => ReturnType<typeof createBrowserRouter>;

/** Wires the query client, the guard and the router; tests pass a memory router factory. */
export function createApp(createRouter: RouterFactory = (routes) => createBrowserRouter(routes)) {
  // The guard and the expiry handler need the router, which needs the guard: a late binding.
  const ref: { router?: ReturnType<RouterFactory> } = {};
  const onSessionExpired = () => handleExpiry();
  const queryClient = createQueryClient({ onSessionExpired });
  const handleExpiry = createSessionExpiryHandler({
    queryClient,
    navigate: (to) => ref.router?.navigate(to),
    currentPath: () => ref.router?.state.location.pathname ?? window.location.pathname,
    expiredMessage: () => i18n.t('session.expired'),
  });
  const guardLoader = createGuardLoader({
    queryClient,
    // During a navigation the router still shows the page being left.
    getFromPath: () => (ref.router?.state.initialized ? ref.router.state.location.pathname : null),
  });
  const router = createRouter(createRoutes(guardLoader, queryClient));
  ref.router = router;
  return { router, queryClient };
}

export type AppInstance = ReturnType<typeof createApp>;
