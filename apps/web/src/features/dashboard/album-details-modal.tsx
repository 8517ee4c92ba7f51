import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { canContinueAlbum } from '@vinyl/domain';
import { useState } from 'react';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { FactList } from '../../shared/ui/fact-list';
import { useAlbumFacts } from './album-facts';

export interface AlbumDetailsModalProps {
  album: AlbumResource;
  busy: 'clone' | 'delete' | 'continue' | null;
  onClose: () => void;
  onDelete: (album: AlbumResource) => void;
  onClone: (album: AlbumResource) => void;
  onContinue: (album: AlbumResource) => void;
}

/**
 * The details of an album with Delete, Clone and Continue (spec 1 §2). Continue reopens
 * the album at its saved step; an ordered album cannot be continued. Delete asks first.
 */
export function AlbumDetailsModal(props: AlbumDetailsModalProps) {
  const { album, busy, onClose } = props;
  const { t } = useAlbumTexts();
  const facts = useAlbumFacts(album);
  const [confirming, setConfirming] = useState(false);
  const { attributes } = album;
  const continuable = canContinueAlbum(attributes.album_status);
  return (
    <Modal
      opened
      onClose={onClose}
      title={facts.title}
      centered
      closeButtonProps={{ 'aria-label': t('album.close') }}
    >
      <Stack gap="md">
        <FactList
          facts={[
            { term: t('album.author'), value: attributes.author || '—' },
            { term: t('album.format'), value: facts.format },
            { term: t('album.step'), value: facts.step },
            { term: t('album.quantity'), value: attributes.quantity },
            { term: t('album.created'), value: facts.created },
            { term: t('album.modified'), value: facts.modified },
          ]}
        />
        {!continuable && (
          <Alert color="yellow" variant="light">
            {t('album.alreadyInState', { status: attributes.album_status })}
          </Alert>
        )}
        {confirming ? (
          <Stack gap="sm" role="group" aria-label={t('album.delete')}>
            <Text fw={600}>{t('album.confirmDelete')}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
                {t('album.cancel')}
              </Button>
              <Button color="red" loading={busy === 'delete'} onClick={() => props.onDelete(album)}>
                {t('album.confirmDeleteButton')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('album.delete')}
            </Button>
            <Button
              variant="default"
              loading={busy === 'clone'}
              onClick={() => props.onClone(album)}
            >
              {t('album.clone')}
            </Button>
            <Button
              disabled={!continuable}
              loading={busy === 'continue'}
              onClick={() => props.onContinue(album)}
              data-autofocus
            >
              {t('album.continue')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
