import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/lib/paths';
import { useAsyncAction } from '../../shared/lib/use-async-action';
import { useSessionStore } from '../../shared/session';
import { startGuestSession } from '../../shared/session/guest-session';
import { BotCheckSlot } from './bot-check-slot';

/**
 * "Start making a vinyl" as a guest (spec 1 §2, §4): keep or create the guest uuid, sign in
 * anonymously, load the user, then open the dashboard (the guard sends a new guest on).
 */
export function GuestStart() {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useAsyncAction(
    useCallback(async () => {
      await startGuestSession(queryClient, useSessionStore.getState().ensureUuid());
      await navigate(PATHS.dashboard);
    }, [queryClient, navigate]),
  );
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('login.guestTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('login.guestText')}
      </Text>
      <BotCheckSlot purpose="guest-start" />
      <Button size="md" fullWidth loading={start.pending} onClick={() => start.run()}>
        {t('login.guestButton')}
      </Button>
      {start.error !== null && (
        <Alert color="red" variant="light" role="alert">
          {t('login.guestError')}
        </Alert>
      )}
    </Stack>
  );
}
