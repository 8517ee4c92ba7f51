import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { AlbumAttributes } from '../../shared/api/albums/album-resource';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';

export interface TextsValues {
  title: string;
  author: string;
  description: string;
}

export interface TextsFormProps {
  initial: Pick<AlbumAttributes, 'title' | 'author' | 'description'>;
  saving: boolean;
  error: string | null;
  disabled: boolean;
  onSubmit: (values: TextsValues) => void;
}

/** Title (required), author and additional notes (spec 2 §2 "Title and author"). */
export function TextsForm({ initial, saving, error, disabled, onSubmit }: TextsFormProps) {
  const { t } = useAlbumTexts();
  const [values, setValues] = useState<TextsValues>({
    title: initial.title ?? '',
    author: initial.author ?? '',
    description: initial.description ?? '',
  });
  const set = (key: keyof TextsValues) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [key]: value }));
  };
  const hasTitle = values.title.trim() !== '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (hasTitle && !disabled) onSubmit(values);
      }}
    >
      <Stack gap="md" maw={640}>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('texts.title')}
          required
          maxLength={200}
          value={values.title}
          onChange={set('title')}
          description={hasTitle ? undefined : t('texts.titleRequired')}
          disabled={disabled}
          data-autofocus
        />
        <TextInput
          label={t('texts.author')}
          maxLength={200}
          value={values.author}
          onChange={set('author')}
          disabled={disabled}
        />
        <Textarea
          label={t('texts.notes')}
          maxLength={4000}
          rows={4}
          value={values.description}
          onChange={set('description')}
          disabled={disabled}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={!hasTitle || disabled}
            loading={saving}
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            {t('texts.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
