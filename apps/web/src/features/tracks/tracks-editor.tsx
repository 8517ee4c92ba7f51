import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import {
  isAlbumProgress,
  isSideExceeded,
  listRpms,
  sideLimitFor,
  summariseTracks,
  VINYL_SIDES,
  type Catalog,
  type Format,
  type Rpm,
} from '@vinyl/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { useUpdateAlbum } from '../../shared/api/albums/update-album';
import { isApiError } from '../../shared/api/api-error';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { useReorderTracks, useRemoveTrack } from './api/change-side-tracks';
import { sideTracksQueryOptions } from './api/get-side-tracks';
import { sideTracksKey, type SideTracksDocument } from './api/track-resource';
import { RpmPicker } from './components/rpm-picker';
import { SidePanel } from './components/side-panel';
import { withTracks } from './save-tracks';
import { useTrackUploader } from './use-track-uploader';
import { useTracksTexts } from './use-tracks-texts';

/** Sides A and B of the first disc, C and D of the second. */
const SIDE_LABELS = ['A', 'B', 'C', 'D'];

export const reasonOf = (error: unknown) =>
  isApiError(error) ? error.title : error instanceof Error ? error.message : String(error);

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
  const update = useUpdateAlbum();
  const reorder = useReorderTracks();
  const remove = useRemoveTrack();
  const { uploader, uploads, unfinished } = useTrackUploader();
  const [changeErrors, setChangeErrors] = useState<Record<string, string>>({});
  const [pageError, setPageError] = useState<string | null>(null);
  const ordered = album.attributes.album_status === 'ordered';
  const limit = sideLimitFor(catalog, format, rpm) ?? 0;

  const refs = discIds.flatMap((vinylId) => VINYL_SIDES.map((side) => ({ vinylId, side })));
  const sides = useQueries({
    queries: refs.map((ref) => sideTracksQueryOptions(ref.vinylId, ref.side)),
  });
  const documentOf = (index: number): SideTracksDocument | undefined => sides[index]?.data;
  const durations = (index: number) =>
    (documentOf(index)?.data ?? []).map((track) => ({ duration: track.attributes.duration }));
  const anyExceeded = refs.some((_, index) =>
    isSideExceeded(
      durations(index).reduce((sum, track) => sum + track.duration, 0),
      limit,
    ),
  );
  const uploading = uploads.some((upload) => upload.status !== 'failed');
  const loaded = sides.every((side) => side.isSuccess);

  const discs = discIds.map((_, disc) => ({
    sideA: durations(disc * 2),
    sideB: durations(disc * 2 + 1),
  }));
  const summary = summariseTracks(discs, limit);
  // The summary box counts the tracks as they come and go; Save and continue stores them.
  useEffect(() => {
    if (!loaded) return;
    const { albumOptions, setAlbum } = useSessionStore.getState();
    const current = albumOptions.tracks;
    if (current?.number === summary.number && current.exceeded === summary.exceeded) return;
    setAlbum({ albumOptions: { ...albumOptions, tracks: summary } });
  }, [loaded, summary]);

  async function changeSpeed(next: Rpm) {
    setPageError(null);
    try {
      await update.mutateAsync({ id: album.id, attributes: { album_rpm: next } });
      useSessionStore.getState().setAlbum({ albumRpm: { value: Number(next) } });
      await queryClient.invalidateQueries({ queryKey: sideTracksKey });
    } catch (error) {
      setPageError(t('speed.saveError', { reason: reasonOf(error) }));
    }
  }

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

  async function save() {
    setPageError(null);
    try {
      const saved = await update.mutateAsync({
        id: album.id,
        attributes: {
          album_options: withTracks(album.attributes.album_options, discs, limit),
          album_progress: 'options',
        },
      });
      const progress = saved.attributes.album_progress;
      useSessionStore.getState().setAlbum({
        ...(saved.attributes.album_options && { albumOptions: saved.attributes.album_options }),
        ...(isAlbumProgress(progress) && { albumProgress: progress }),
      });
      await navigate(PATHS.options);
    } catch (error) {
      setPageError(t('errors.save', { reason: reasonOf(error) }));
    }
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
        disabled={ordered || update.isPending}
        onChange={(next) => void changeSpeed(next)}
      />
      {pageError && (
        <Alert color="red" variant="light" role="alert">
          {pageError}
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
              const query = sides[index];
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
          onClick={() => void save()}
          disabled={ordered || anyExceeded || uploading || !loaded}
          loading={update.isPending && !update.variables?.attributes.album_rpm}
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
