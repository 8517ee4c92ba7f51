import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n';
import { NotificationsHost } from '../shared/ui/notifications-host';
import { theme } from '../shared/ui/theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
}

/**
 * The theme with what depends on the language: every dialog's close button is named in the
 * customer's language (axe "button-name"), and alert titles are ink on their tint (the
 * light variants' coloured titles miss 4.5:1).
 */
function useLocalTheme() {
  const { t } = useTranslation();
  const close = t('app.close');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          // Plain objects, not Modal.extend: importing Modal here would put it in the entry.
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
        },
      }),
    [close],
  );
}

function ThemedProviders({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  return (
    <MantineProvider
      theme={useLocalTheme()}
      // The theme's CSS variables are a stylesheet the build makes (vite.config.ts
      // themeVariables), not a <style> written on every start (issue 18).
      withCssVariables={false}
      forceColorScheme="light"
      env={env}
    >
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedProviders env={env}>{children}</ThemedProviders>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
