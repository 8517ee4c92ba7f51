import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { checkFiscalCode } from '@vinyl/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { meQueryKey } from '../../shared/api/session/get-me';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';
import { useSessionStore } from '../../shared/session';
import type { SessionUser } from '../../shared/session';
import { notifySuccess } from '../../shared/ui/notify';
import { useUpdateProfile } from './api/update-profile';
import { FiscalCodeField } from './fiscal-code-field';

/** Spec 1 §2 profile: name, surname, read-only e-mail, phone, fiscal code; Save. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useAccountTexts();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const [name, setName] = useState(user.name ?? '');
  const [surname, setSurname] = useState(user.surname ?? '');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [fiscalCode, setFiscalCode] = useState(user.national_id_number ?? '');
  const invalid = checkFiscalCode(fiscalCode) === 'invalid';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid) return;
    update.mutate(
      { name, surname, phone, national_id_number: fiscalCode },
      {
        onSuccess: (saved) => {
          useSessionStore.getState().setUser(saved);
          queryClient.setQueryData(meQueryKey, saved);
          notifySuccess(t('profile.updated'));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('profile.details')}
        </Title>
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('profile.name')}
            name="name"
            autoComplete="given-name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label={t('profile.surname')}
            name="surname"
            autoComplete="family-name"
            value={surname}
            onChange={(event) => setSurname(event.currentTarget.value)}
          />
        </Group>
        <TextInput
          label={t('profile.email')}
          name="email"
          type="email"
          value={user.email ?? user.username}
          readOnly
          description={t('profile.emailHint')}
        />
        <TextInput
          label={t('profile.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
        />
        <FiscalCodeField value={fiscalCode} onChange={setFiscalCode} />
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('profile.notSaved', {
              reason: isApiError(update.error) ? update.error.title : update.error.message,
            })}
          </Alert>
        )}
        <Group>
          <Button type="submit" color="dark" disabled={invalid} loading={update.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
