import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

export interface WizardStepFrameProps {
  /** The page's h1 (and document title). */
  title: string;
  /** The line under the title; left out while the step's texts load. */
  intro?: ReactNode;
  /** Why the step could not load, in a red alert; it replaces the loader. */
  error?: ReactNode;
  /** Shows the loader while the step prepares (never next to an error). */
  loading?: boolean;
  children?: ReactNode;
}

/**
 * The head every wizard step shares (tracks, options, graphics, preview): title, intro,
 * the load error or the loader, then the step itself.
 */
export function WizardStepFrame({
  title,
  intro,
  error,
  loading = false,
  children,
}: WizardStepFrameProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" py="md">
      <Stack gap="xs">
        <PageTitle>{title}</PageTitle>
        {intro && (
          <Text maw={720} c="dimmed">
            {intro}
          </Text>
        )}
      </Stack>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {loading && !error && <Loader aria-label={t('app.loading')} />}
      {children}
    </Stack>
  );
}
