import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  listRpms,
  sideLimitFor,
  VINYL_SIDES,
  type Catalog,
  type Format,
  type Rpm,
} from '@vinyl/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { PATHS } from '../../shared/lib/paths';
import { useReorderTracks, useRemoveTrack } from './api/change-side-tracks';
import { sideTracksKey, type SideTracksDocument } from './api/track-resource';
import { RpmPicker } from './components/rpm-picker';
import { SidePanel } from './components/side-panel';
import { useDiscSides } from './use-disc-sides';
import { useTrackUploader } from './use-track-uploader';
import { reasonOf, useTracksActions } from './use-tracks-actions';
import { useTracksTexts } from './use-tracks-texts';

/** Sides A and B of the first disc, C and D of the second. */
const SIDE_LABELS = ['A', 'B', 'C', 'D'];

export interface TracksEditorProps {
  album: AlbumResource;
  discIds: string[];
  catalog: Catalog;
  format: Format;
  rpm: Rpm;
}

/** The uploader's working area: speed, a drop area per side of each disc, Back, Save. */
export function TracksEditor({ album, discIds, catalog, format, rpm }: TracksEditorProps) {
  const { t } = useTracksTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reorder = useReorderTracks();
  const remove = useRemoveTrack();
  const { uploader, uploads, unfinished } = useTrackUploader();
  const actions = useTracksActions(album);
  const [changeErrors, setChangeErrors] = useState<Record<string, string>>({});
  const ordered = album.attributes.album_status === 'ordered';
  const limit = sideLimitFor(catalog, format, rpm) ?? 0;
  const { queries, documentOf, discs, anyExceeded, loaded } = useDiscSides(discIds, limit);
  const uploading = uploads.some((upload) => upload.status !== 'failed');

  /** A reorder or remove: its failure is said next to the side, which is read again. */
  function changeSide(key: string, run: () => Promise<unknown>, message: string) {
    setChangeErrors(({ [key]: _, ...rest }) => rest);
    run().catch((error: unknown) => {
      setChangeErrors((current) => ({
        ...current,
        [key]: t(message, { reason: reasonOf(error) }),
      }));
      void queryClient.invalidateQueries({ queryKey: sideTracksKey });
    });
  }

  return (
    <Stack gap="lg">
      {ordered && (
        <Alert color="yellow" variant="light">
          {t('ordered')}
        </Alert>
      )}
      <RpmPicker
        catalog={catalog}
        format={format}
        rpms={listRpms(catalog, format)}
        value={rpm}
        disabled={ordered || actions.busy}
        onChange={(next) => void actions.changeSpeed(next)}
      />
      {actions.error && (
        <Alert color="red" variant="light" role="alert">
          {actions.error}
        </Alert>
      )}
      {discIds.map((vinylId, disc) => (
        <Stack key={vinylId} gap="sm">
          {discIds.length > 1 && (
            <Title order={2} size="h3">
              {t('disc', { number: disc + 1 })}
            </Title>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {VINYL_SIDES.map((side, sideIndex) => {
              const index = disc * 2 + sideIndex;
              const ref = { vinylId, side };
              const key = `${vinylId}:${side}`;
              const query = queries[index];
              return (
                <SidePanel
                  key={key}
                  sideRef={ref}
                  sideLabel={SIDE_LABELS[index] ?? side.toUpperCase()}
                  document={documentOf(index)}
                  loadError={query?.isError ? reasonOf(query.error) : null}
                  limit={limit}
                  format={format}
                  rpm={rpm}
                  pending={uploads.filter(
                    (upload) => upload.vinylId === vinylId && upload.side === side,
                  )}
                  uploader={uploader}
                  unfinished={unfinished.filter(
                    (item) =>
                      item.vinylId === vinylId &&
                      item.side === side &&
                      !uploads.some(
                        (upload) => upload.name === item.name && upload.size === item.size,
                      ),
                  )}
                  disabled={ordered}
                  changeError={changeErrors[key] ?? null}
                  onReorder={(ids) => {
                    optimisticOrder(queryClient, ref, ids);
                    changeSide(
                      key,
                      () => reorder.mutateAsync({ ref, input: ids }),
                      'errors.reorder',
                    );
                  }}
                  onRemove={(track) =>
                    changeSide(
                      key,
                      () => remove.mutateAsync({ ref, input: track.id }),
                      'errors.remove',
                    )
                  }
                />
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
      {(anyExceeded || uploading) && (
        <Text
          size="sm"
          c={anyExceeded ? 'red.8' : 'dimmed'}
          role={anyExceeded ? 'alert' : undefined}
        >
          {anyExceeded ? `${t('errors.minutesExceeded')}. ${t('fixSides')}` : t('waitForUploads')}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => void navigate(PATHS.texts)}>
          {t('back')}
        </Button>
        <Button
          onClick={() => void actions.save(discs, limit)}
          disabled={ordered || anyExceeded || uploading || !loaded}
          loading={actions.saving}
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Shows the new order at once; the server's answer (or a reload on failure) follows. */
function optimisticOrder(
  queryClient: ReturnType<typeof useQueryClient>,
  ref: { vinylId: string; side: string },
  ids: string[],
) {
  queryClient.setQueryData<SideTracksDocument>(
    [...sideTracksKey, ref.vinylId, ref.side],
    (document) =>
      document && {
        ...document,
        data: ids.flatMap((id) => document.data.filter((track) => track.id === id)),
      },
  );
}
