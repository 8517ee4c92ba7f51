import { RouterProvider } from 'react-router';
import type { AppInstance } from './create-app';
import { AppProviders } from './providers';

export function App({ app, env }: { app: AppInstance; env?: 'default' | 'test' }) {
  return (
    <AppProviders queryClient={app.queryClient} {...(env && { env })}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}
