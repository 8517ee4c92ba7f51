import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  listRpms,
  sideLetter,
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
import type { SideRef } from './api/change-side-tracks';
import type { TrackResource } from './api/track-resource';
import { RenameTrackModal } from './components/rename-track-modal';
import { RpmPicker } from './components/rpm-picker';
import { SidePanel } from './components/side-panel';
import { TracksDnd, type SidesByKey } from './components/tracks-dnd';
import { useDiscSides } from './use-disc-sides';
import { sideKeyOf, useTrackChanges, type ShownSide } from './use-track-changes';
import { useTrackUploader } from './use-track-uploader';
import { reasonOf, useTracksActions } from './use-tracks-actions';
import { useTracksTexts } from './use-tracks-texts';

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
  const { uploader, uploads, unfinished } = useTrackUploader();
  const actions = useTracksActions(album);
  const ordered = album.attributes.album_status === 'ordered';
  const limit = sideLimitFor(catalog, format, rpm) ?? 0;
  const changes = useTrackChanges(limit);
  const [renaming, setRenaming] = useState<{ ref: SideRef; track: TrackResource } | null>(null);
  const { queries, documentOf, discs, anyExceeded, loaded } = useDiscSides(
    discIds,
    limit,
    { catalog, album },
    changes.removals.hidden,
  );
  const uploading = uploads.some((upload) => upload.status !== 'failed');

  // Every side by its key, as shown (a removed track waiting for its Undo is gone).
  const shown = new Map<string, ShownSide & { label: string }>();
  discIds.forEach((vinylId, disc) =>
    VINYL_SIDES.forEach((side, sideIndex) => {
      const index = disc * 2 + sideIndex;
      shown.set(sideKeyOf({ vinylId, side }), {
        ref: { vinylId, side },
        label: sideLetter(disc + 1, side),
        tracks: documentOf(index)?.data ?? [],
      });
    }),
  );
  const dndSides: SidesByKey = shown;
  const moveTo = (from: SideRef, track: TrackResource, toKey: string, index?: number) => {
    const target = shown.get(toKey);
    if (target) changes.move(from, track, target, index);
  };

  async function saveAndContinue() {
    // A removal still offering Undo is made before the tracks are saved.
    await changes.removals.flush();
    await actions.save(discs, limit);
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
      <TracksDnd
        sides={dndSides}
        onReorder={(key, ids) => {
          const side = shown.get(key);
          if (side) changes.reorder(side.ref, ids);
        }}
        onMove={(fromKey, track, toKey, index) => {
          const from = shown.get(fromKey);
          if (from) moveTo(from.ref, track, toKey, index);
        }}
      >
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
                const key = sideKeyOf(ref);
                const query = queries[index];
                return (
                  <SidePanel
                    key={key}
                    sideRef={ref}
                    sideLabel={shown.get(key)?.label ?? side.toUpperCase()}
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
                    changeError={changes.errors[key] ?? null}
                    moveTargets={[...shown]
                      .filter(([other]) => other !== key)
                      .map(([other, entry]) => ({ key: other, label: entry.label }))}
                    onMove={(track, toKey) => moveTo(ref, track, toKey)}
                    onRename={(track) => setRenaming({ ref, track })}
                    onRemove={(track) => changes.removals.remove(ref, track)}
                  />
                );
              })}
            </SimpleGrid>
          </Stack>
        ))}
      </TracksDnd>
      <RenameTrackModal
        track={renaming?.track ?? null}
        onClose={() => setRenaming(null)}
        onSave={(names) =>
          renaming ? changes.rename(renaming.ref, renaming.track, names) : Promise.resolve()
        }
        reasonOf={reasonOf}
      />
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
          onClick={() => void saveAndContinue()}
          disabled={ordered || anyExceeded || uploading || !loaded}
          loading={actions.saving}
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
