import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '../../shared/api/client';
import { useAdminCustomersTexts } from './use-admin-customers-texts';

/** Another admin for the plant: they get a mail to choose their password (issue 17). */
export function InviteAdmin() {
  const { t } = useAdminCustomersTexts();
  const [email, setEmail] = useState('');
  const invite = useMutation({
    mutationFn: (address: string) =>
      apiFetch<unknown>('/admin/admins', { method: 'POST', body: { email: address } }),
    onSuccess: () => setEmail(''),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) invite.mutate(email.trim());
      }}
    >
      <Group align="end" wrap="wrap">
        <TextInput
          type="email"
          label={t('invite.label')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Button type="submit" variant="light" loading={invite.isPending}>
          {t('invite.send')}
        </Button>
      </Group>
      {invite.isSuccess && (
        <Alert mt="xs" color="green" variant="light" role="status">
          {t('invite.sent')}
        </Alert>
      )}
      {invite.isError && (
        <Alert mt="xs" color="red" variant="light" role="alert">
          {invite.error instanceof Error ? invite.error.message : t('invite.failed')}
        </Alert>
      )}
    </form>
  );
}
