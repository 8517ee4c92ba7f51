import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../shared/ui/page-title';
import classes from './auth-card.module.css';

/** The card the sign-up, activation and reset screens share (spec 1 §2). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper className={classes.card} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle>{title}</PageTitle>
        {children}
      </Stack>
    </Paper>
  );
}
