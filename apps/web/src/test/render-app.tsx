import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { createApp } from '../app/create-app';

/** Renders the whole app (providers, guard, chrome) at `path` in a memory router. */
export function renderApp(path: string) {
  const app = createApp((routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(<App app={app} env="test" />);
  return { ...view, app, router: app.router };
}

/** Waits for the page's h1 (pages load lazily behind the guard). */
export function findPageHeading(name: string | RegExp) {
  // Generous: on a busy 2-core machine a lazy page's first import takes seconds.
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}
