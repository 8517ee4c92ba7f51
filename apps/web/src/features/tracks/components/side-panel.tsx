import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconMusic } from '@tabler/icons-react';
import { markExceededTracks, type Format, type Rpm } from '@vinyl/domain';
import { SideVerdict } from '../analysis/side-verdict';
import type { SideTracksDocument, TrackResource } from '../api/track-resource';
import { SidePlayer } from '../player/side-player';
import { SidePlayerContext } from '../player/side-player-context';
import { useSidePlayback } from '../player/use-side-playback';
import type { PendingUpload, SideRef, TrackUploader } from '../upload/track-uploader';
import type { UnfinishedUpload } from '../upload/unfinished-uploads';
import { useTracksTexts } from '../use-tracks-texts';
import { SideMeter } from './side-meter';
import { TrackList } from './track-list';
import type { MoveTarget } from './track-row';
import { UploadRow } from './upload-row';
import { useSideDrop } from './use-side-drop';
import { VolumeAdvice } from './volume-advice';

export interface SidePanelProps {
  sideRef: SideRef;
  /** A and B on the first disc, C and D on the second (as the format chooser says). */
  sideLabel: string;
  document: SideTracksDocument | undefined;
  loadError: string | null;
  limit: number;
  format: Format;
  rpm: Rpm;
  pending: readonly PendingUpload[];
  uploader: TrackUploader;
  /** Uploads a reload cut off on this side: dropping the file again resumes it. */
  unfinished: readonly UnfinishedUpload[];
  disabled: boolean;
  /** A failed reorder, move, rename or remove, said next to the side. */
  changeError: string | null;
  /** The album's other sides, for the "Move to side…" menu. */
  moveTargets: readonly MoveTarget[];
  onMove: (track: TrackResource, targetKey: string) => void;
  onRename: (track: TrackResource) => void;
  onRemove: (track: TrackResource) => void;
}

/** One side of a disc (spec 2 §2): its drop area, tracks, uploads, length and advice. */
export function SidePanel(props: SidePanelProps) {
  const { sideRef, document, limit, pending, uploader, disabled } = props;
  const { t } = useTracksTexts();
  const side = props.sideLabel;
  const tracks = document?.data ?? [];
  const placed = tracks.reduce((total, track) => total + track.attributes.duration, 0);
  const coming = pending
    .filter((upload) => upload.status !== 'failed')
    .reduce((total, upload) => total + (upload.duration ?? 0), 0);
  const { drop, refusals, checking, clear } = useSideDrop({
    ref: sideRef,
    seconds: placed + coming,
    limit,
    uploader,
  });
  const exceeded = markExceededTracks(
    tracks.map((track) => track.attributes.duration),
    limit,
  );
  const headingId = `side-${sideRef.vinylId}-${sideRef.side}`;
  const player = useSidePlayback(tracks);

  return (
    <SidePlayerContext value={player.playback}>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {t('side', { side })}
          </Title>
          <Dropzone
            onDrop={(files) => void drop(files)}
            disabled={disabled}
            loading={checking}
            inputProps={{ 'aria-label': t('drop.title', { side }) }}
            radius="md"
            p="md"
          >
            <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <IconMusic size={28} aria-hidden />
              <Stack gap={0}>
                <Text fw={600}>{t('drop.title', { side })}</Text>
                <Text size="xs" c="dimmed">
                  {t('drop.hint')}
                </Text>
              </Stack>
            </Group>
          </Dropzone>
          {refusals.length > 0 && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              withCloseButton
              closeButtonLabel={t('upload.dismiss')}
              onClose={clear}
            >
              <Stack gap={4}>
                {refusals.map((refusal, index) => (
                  <Text size="sm" key={index}>
                    <strong>{t(refusal.key)}</strong>
                    {refusal.detail && ` — ${t(refusal.detail.key, refusal.detail.values)}`}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          {props.unfinished.map((item) => (
            <Alert
              key={`${item.name}:${item.size}:${item.lastModified}`}
              color="yellow"
              variant="light"
              withCloseButton
              closeButtonLabel={t('upload.forget', { name: item.name })}
              onClose={() => uploader.forgetUnfinished(item)}
            >
              {t('upload.unfinished', { name: item.name })}
            </Alert>
          ))}
          {props.changeError && (
            <Alert color="red" variant="light" role="alert">
              {props.changeError}
            </Alert>
          )}
          {props.loadError && (
            <Alert color="red" variant="light" role="alert">
              {t('errors.load', { reason: props.loadError })}
            </Alert>
          )}
          {!document && !props.loadError && <Loader size="sm" />}
          {document && tracks.length === 0 && pending.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('empty')}
            </Text>
          )}
          <TrackList
            sideKey={`${sideRef.vinylId}:${sideRef.side}`}
            tracks={tracks}
            exceeded={exceeded}
            disabled={disabled}
            moveTargets={props.moveTargets}
            onMove={props.onMove}
            onRename={props.onRename}
            onRemove={props.onRemove}
          />
          {pending.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onRetry={() => uploader.retry(upload.key)}
              onDismiss={() => uploader.dismiss(upload.key)}
            />
          ))}
          <SideMeter sideLabel={side} used={placed + coming} limit={limit} />
          <VolumeAdvice format={props.format} rpm={props.rpm} seconds={placed} />
          {document && <SideVerdict document={document} side={side} />}
          <SidePlayer
            sideRef={sideRef}
            sideLabel={side}
            tracks={tracks}
            disabled={disabled}
            {...player}
          />
        </Stack>
      </Paper>
    </SidePlayerContext>
  );
}
