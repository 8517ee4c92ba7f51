import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { notifySuccess } from '../../shared/ui/notify';
import { useDeleteAccount } from './api/delete-account';

/** Deletes the account after a confirmation in a modal (issue 4 item 2). */
export function DeleteAccount() {
  const { t } = useAccountTexts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [opened, setOpened] = useState(false);
  const [confirmation, setConfirmation] = useState('');

  const close = () => {
    setOpened(false);
    setConfirmation('');
    remove.reset();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirmation === '') return;
    remove.mutate(confirmation, {
      onSuccess: async () => {
        useSessionStore.getState().clearSession();
        queryClient.clear();
        notifySuccess(t('profile.deleted'));
        await navigate(PATHS.login);
      },
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('profile.deleteTitle')}
      </Title>
      <Text size="sm">{t('profile.deleteText')}</Text>
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
          {t('profile.deleteButton')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('profile.deleteConfirmTitle')} centered>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('profile.deleteConfirmText')}</Text>
            <TextInput
              label={t('profile.deleteConfirmLabel')}
              name="confirmation"
              type="password"
              autoComplete="current-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
            />
            {remove.isError && (
              <Alert color="red" variant="light" role="alert">
                {isApiError(remove.error) ? remove.error.title : remove.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('profile.cancel')}
              </Button>
              <Button
                type="submit"
                color="red.9"
                disabled={confirmation === ''}
                loading={remove.isPending}
              >
                {t('profile.deleteConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
