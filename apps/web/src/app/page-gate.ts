import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { preloadChrome } from '../features/layout/lazy-parts';
import { nextTask } from '../shared/lib/next-task';
import { PUBLIC_ROUTES, routeNameOf } from '../shared/lib/paths';
import { stylesheetsLoaded } from '../shared/lib/stylesheets';
import { useSessionStore } from '../shared/session';

/**
 * Issue 18: a page's code loads only once the guard lets the visitor in — opening /vinyls
 * without a session redirects to /login without fetching the wizard's chunks. React Router
 * runs the root loader (the guard) and the page's loader side by side with the same Request;
 * the guard leaves its verdict here and the page's loader waits for it when the visitor is
 * probably not allowed in. When they probably are (a public page, or a stored session that
 * may open it), the page loads beside the guard, as before, so a signed-in visit waits for
 * no extra round trip.
 */
const verdicts = new WeakMap<Request, { allowed: Promise<boolean>; settle(ok: boolean): void }>();

function verdictOf(request: Request) {
  let verdict = verdicts.get(request);
  if (!verdict) {
    let settle: (ok: boolean) => void = () => undefined;
    const allowed = new Promise<boolean>((resolve) => (settle = resolve));
    verdict = { allowed, settle };
    verdicts.set(request, verdict);
  }
  return verdict;
}

/** The guard, leaving its verdict for the pages of the same navigation. */
export function gatedGuard(guard: LoaderFunction): LoaderFunction {
  return async (args) => {
    const verdict = verdictOf(args.request);
    // React Router calls the loaders inside the task that starts the navigation (the first
    // one: the task that builds the router); each loader's work is a task of its own (main.tsx).
    await nextTask();
    // Left before the guard ran (another link, Back): it changes nothing, no language chosen,
    // no session ended; React Router ignores the answer of a navigation it has left.
    if (args.request.signal.aborted) {
      verdict.settle(false);
      return null;
    }
    try {
      const result: unknown = await guard(args);
      verdict.settle(result === null || result === undefined);
      return result;
    } catch (error) {
      verdict.settle(false);
      throw error;
    }
  };
}

/** Whether the guard will most likely let the visitor open `pathname` (a guess, never a rule). */
function likelyAllowed(pathname: string): boolean {
  const name = routeNameOf(pathname);
  if (PUBLIC_ROUTES.has(name)) return true;
  const { user } = useSessionStore.getState();
  if (!user) return false;
  return name !== 'admin' || user.role === 'admin';
}

/**
 * Loads a page's code when the guard allows it (or, for a likely visit, beside the guard),
 * with the chrome a signed-in visitor sees around it, so that both render together. The
 * page's data (`prefetch`) is asked once the guard has let the visitor in, never before: a
 * visitor it turns away asks for nothing. The page waits for that data too, up to
 * PAGE_DATA_WAIT_MS.
 */
export async function loadAfterGuard(
  { request }: LoaderFunctionArgs,
  load: () => Promise<unknown>,
  prefetch?: () => Promise<unknown> | void,
): Promise<null> {
  const allowed = verdictOf(request).allowed;
  await nextTask();
  const pathname = new URL(request.url).pathname;
  const data = prefetch && allowed.then((yes) => (yes ? prefetch() : undefined));
  if (!likelyAllowed(pathname) && !(await allowed)) return null;
  // The chrome a signed-in visitor sees loads beside the page and the page waits for it, and
  // for every stylesheet it brings: a sidebar or summary box that appeared a moment after
  // the page would push it down (issue 18, layout shift). A part that fails to load is
  // left out; the page still opens.
  const chrome = useSessionStore.getState().user
    ? preloadChrome(routeNameOf(pathname)).catch(() => undefined)
    : undefined;
  await Promise.all([load(), chrome, data && settledWithin(data, PAGE_DATA_WAIT_MS)]);
  await stylesheetsLoaded();
  return null;
}

/**
 * How long a page waits for the data it shows at once (`prefetch`'s promise) once its code is
 * in, so that it renders once, with it, instead of with loading states and again when the
 * answers come (issue 18). React renders a page in slices; a query's answer that lands
 * between two of them changes what `useQuery` read through `useSyncExternalStore`, and
 * React then renders the whole page again in one task, as texts arriving did (100–130 ms
 * here, four times that in Lighthouse's blocking time; decision 059). The answers usually
 * come before the page's code; a slow API only holds the page this long, then it opens as
 * before.
 */
export const PAGE_DATA_WAIT_MS = 1_000;

function settledWithin(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve(undefined);
    };
    promise.then(done, done);
  });
}
