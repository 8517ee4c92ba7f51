import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TrackResource } from '../api/track-resource';
import { useTracksTexts } from '../use-tracks-texts';

export interface TrackNames {
  title: string;
  artist: string | null;
}

export interface RenameTrackModalProps {
  track: TrackResource | null;
  onClose: () => void;
  /** Saves the names; a rejection is said in the dialog, which stays open. */
  onSave: (names: TrackNames) => Promise<unknown>;
  reasonOf: (error: unknown) => string;
}

/** Title and artist of a track (issue 14 item 10): shown on the summary and the job sheet. */
export function RenameTrackModal({ track, onClose, onSave, reasonOf }: RenameTrackModalProps) {
  const { t } = useTracksTexts();
  return (
    <Modal
      opened={track !== null}
      onClose={onClose}
      title={t('rename.title')}
      closeButtonProps={{ 'aria-label': t('rename.cancel') }}
    >
      {track && (
        <RenameForm
          key={track.id}
          track={track}
          onClose={onClose}
          onSave={onSave}
          reasonOf={reasonOf}
        />
      )}
    </Modal>
  );
}

function RenameForm({
  track,
  onClose,
  onSave,
  reasonOf,
}: RenameTrackModalProps & { track: TrackResource }) {
  const { t } = useTracksTexts();
  const [title, setTitle] = useState(track.attributes.title);
  const [artist, setArtist] = useState(track.attributes.artist ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const blank = title.trim() === '';

  async function submit() {
    if (blank) return;
    setSaving(true);
    setError(null);
    try {
      await onSave({ title: title.trim(), artist: artist.trim() || null });
      onClose();
    } catch (cause) {
      setError(t('errors.rename', { reason: reasonOf(cause) }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('rename.trackTitle')}
          value={title}
          maxLength={200}
          required
          data-autofocus
          error={blank ? t('rename.titleRequired') : undefined}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <TextInput
          label={t('rename.artist')}
          value={artist}
          maxLength={200}
          onChange={(event) => setArtist(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('rename.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={blank}>
            {t('rename.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
