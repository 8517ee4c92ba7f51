import { Center, Loader, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../shared/ui/page-title';
import classes from './auth-card.module.css';

/** The card the sign-up, activation and reset screens share (spec 1 §2). */
export function AuthCard({
  title,
  loading = false,
  children,
}: {
  title: string;
  /** The screen's texts are still on their way: a spinner, never raw keys. */
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper className={classes.card} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle>{title}</PageTitle>
        {loading ? (
          <Center py="lg">
            <Loader color="dark" />
          </Center>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
