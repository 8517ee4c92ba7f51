import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { AlbumAttributes } from '../../shared/api/albums/album-resource';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { SaveStatus } from '../../shared/ui/save-status';
import { useTextsAutosave } from './use-texts-autosave';

export interface TextsValues {
  title: string;
  author: string;
  description: string;
}

export interface TextsFormProps {
  albumId: string;
  initial: Pick<AlbumAttributes, 'title' | 'author' | 'description'>;
  saving: boolean;
  error: string | null;
  disabled: boolean;
  onSubmit: (values: TextsValues) => void;
  /** An automatic save failed. */
  onSaveError: (cause: unknown) => void;
}

/** Title (required), author and additional notes (spec 2 §2 "Title and author"). */
export function TextsForm(props: TextsFormProps) {
  const { albumId, initial, saving, error, disabled, onSubmit } = props;
  const { t } = useAlbumTexts();
  const [values, setValues] = useState<TextsValues>({
    title: initial.title ?? '',
    author: initial.author ?? '',
    description: initial.description ?? '',
  });
  const autosave = useTextsAutosave(albumId, values, { disabled, onError: props.onSaveError });
  const set = (key: keyof TextsValues) => (event: { currentTarget: { value: string } }) => {
    const next = { ...values, [key]: event.currentTarget.value };
    setValues(next);
    autosave.change(next);
  };
  const field = (key: keyof TextsValues) => ({
    value: values[key],
    onChange: set(key),
    onBlur: autosave.flush,
    disabled,
  });
  const hasTitle = values.title.trim() !== '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!hasTitle || disabled) return;
        autosave.settle(values);
        onSubmit(values);
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
          {...field('title')}
          description={hasTitle ? undefined : t('texts.titleRequired')}
          data-autofocus
        />
        <TextInput label={t('texts.author')} maxLength={200} {...field('author')} />
        <Textarea label={t('texts.notes')} maxLength={4000} rows={4} {...field('description')} />
        <Group justify="space-between">
          <SaveStatus state={autosave.state} />
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
