import { Button, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BotCheckUnavailableError } from '../../shared/bot-check/engine';
import { useBotCheck } from '../../shared/bot-check/use-bot-check';
import { PATHS } from '../../shared/lib/paths';
import { useAsyncAction } from '../../shared/lib/use-async-action';
import { useSessionStore } from '../../shared/session';
import { startGuestSession } from '../../shared/session/guest-session';
import { LazyAlert } from '../../shared/ui/lazy-alert';

/**
 * "Start making a vinyl" as a guest (spec 1 §2, §4): keep or create the guest uuid, sign in
 * anonymously, load the user, then open the dashboard (the guard sends a new guest on).
 */
export function GuestStart() {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const botCheck = useBotCheck();
  const { solve } = botCheck;
  const start = useAsyncAction(
    useCallback(async () => {
      const returning = useSessionStore.getState().uuidUser !== null;
      // A new guest needs the bot check; a returning one signs in with their uuid alone.
      const solution = await solve().catch((error: unknown) => {
        if (returning) return undefined;
        throw error;
      });
      await startGuestSession(queryClient, useSessionStore.getState().ensureUuid(), solution);
      await navigate(PATHS.dashboard);
    }, [queryClient, navigate, solve]),
  );
  const notLoaded =
    start.error instanceof BotCheckUnavailableError ||
    (start.error === null && botCheck.unavailable);
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('login.guestTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('login.guestText')}
      </Text>
      <Button
        size="md"
        fullWidth
        loading={start.pending}
        onClick={() => start.run()}
        {...botCheck.triggers}
      >
        {t('login.guestButton')}
      </Button>
      {(notLoaded || start.error !== null) && (
        <LazyAlert color="red" variant="light" role="alert">
          {notLoaded ? t('botCheck.notLoaded') : t('login.guestError')}
        </LazyAlert>
      )}
      {botCheck.slot}
    </Stack>
  );
}
