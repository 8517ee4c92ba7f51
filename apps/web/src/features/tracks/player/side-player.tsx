import { ActionIcon, Group, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { formatAt } from '../../../shared/audio-analysis';
import type { SideRef } from '../api/change-side-tracks';
import type { TrackResource } from '../api/track-resource';
import { useTracksTexts } from '../use-tracks-texts';
import { GapFields } from './gap-fields';
import type { SidePlayback, PlaybackState } from './side-playback';
import type { SideQueue } from './side-queue';

export interface SidePlayerProps {
  sideRef: SideRef;
  sideLabel: string;
  tracks: readonly TrackResource[];
  playback: SidePlayback;
  state: PlaybackState;
  queue: SideQueue;
  disabled: boolean;
}

/**
 * "Listen to side A" (issue 19): the side's tracks back to back with their gaps, as they
 * will be cut. Space or Enter on the button plays and pauses; the arrow keys on the slider
 * move through the side; the waveforms seek with the mouse.
 */
export function SidePlayer(props: SidePlayerProps) {
  const { sideLabel: side, playback, state, queue } = props;
  const { t } = useTracksTexts();
  const [dragging, setDragging] = useState<number | null>(null);
  if (queue.items.length === 0) return null;
  const position = dragging ?? state.position;
  const current = queue.items[state.index];
  const number = state.index + 1;
  const headingId = `player-${props.sideRef.vinylId}-${props.sideRef.side}`;
  const now =
    state.phase === 'end'
      ? t('player.ended', { side })
      : state.phase === 'gap'
        ? t('player.inGap', { number: number + 1 })
        : t('player.nowPlaying', { number, title: current?.title ?? '' });

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={headingId}
      data-testid="side-player"
      data-position={state.position.toFixed(2)}
      data-track={state.phase === 'track' ? number : undefined}
    >
      <Stack gap={6}>
        <Title order={4} size="h5" id={headingId}>
          {t('player.listen', { side })}
        </Title>
        <Group gap="sm" wrap="nowrap">
          <ActionIcon
            size="lg"
            radius="xl"
            variant="filled"
            color="dark"
            aria-label={t(state.playing ? 'player.pause' : 'player.play', { side })}
            onClick={() => playback.toggle()}
          >
            {state.playing ? (
              <IconPlayerPauseFilled size={18} aria-hidden />
            ) : (
              <IconPlayerPlayFilled size={18} aria-hidden />
            )}
          </ActionIcon>
          <Slider
            style={{ flex: 1 }}
            min={0}
            max={Math.max(queue.total, 0.1)}
            step={0.5}
            value={Math.min(position, queue.total)}
            label={(value) => formatAt(value)}
            thumbLabel={t('player.position', { side })}
            onChange={setDragging}
            onChangeEnd={(value) => {
              setDragging(null);
              playback.seek(value);
            }}
          />
          <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {formatAt(position)} / {formatAt(queue.total)}
          </Text>
        </Group>
        <Text size="sm" aria-live="polite" data-testid="player-now">
          {now}
        </Text>
        {state.failed && (
          <Text size="xs" c="orange.9" role="alert">
            {t('player.failed')}
          </Text>
        )}
        <GapFields sideRef={props.sideRef} tracks={props.tracks} disabled={props.disabled} />
      </Stack>
    </Paper>
  );
}
