import { Group, NumberInput, Text } from '@mantine/core';
import { DEFAULT_TRACK_GAP_SECONDS, MAX_TRACK_GAP_SECONDS } from '@vinyl/domain';
import { useState } from 'react';
import type { SideRef } from '../api/change-side-tracks';
import { useChangeTrack } from '../api/change-track';
import type { TrackResource } from '../api/track-resource';
import { reasonOf } from '../use-tracks-actions';
import { useTracksTexts } from '../use-tracks-texts';

/** Seconds of silence after each track but the last, saved when a field is left. */
export function GapFields({
  sideRef,
  tracks,
  disabled,
}: {
  sideRef: SideRef;
  tracks: readonly TrackResource[];
  disabled: boolean;
}) {
  const { t } = useTracksTexts();
  const change = useChangeTrack();
  const [error, setError] = useState<string | null>(null);
  const between = tracks.slice(0, -1);
  if (between.length === 0) return null;

  function save(track: TrackResource, value: string | number) {
    const seconds = typeof value === 'number' ? value : Number.parseFloat(value);
    const stored = track.attributes.gap_after ?? DEFAULT_TRACK_GAP_SECONDS;
    if (!Number.isFinite(seconds) || seconds === stored) return;
    setError(null);
    change.mutate(
      { from: sideRef, audioId: track.id, change: { gapAfter: seconds } },
      { onError: (failure) => setError(t('player.gapError', { reason: reasonOf(failure) })) },
    );
  }

  return (
    <>
      <Text size="xs" c="dimmed">
        {t('player.gapHelp', { max: MAX_TRACK_GAP_SECONDS })}
      </Text>
      <Group gap="xs" wrap="wrap">
        {between.map((track) => (
          <NumberInput
            key={`${track.id}:${track.attributes.gap_after ?? DEFAULT_TRACK_GAP_SECONDS}`}
            size="xs"
            w={150}
            label={t('player.gap', { title: track.attributes.title })}
            defaultValue={track.attributes.gap_after ?? DEFAULT_TRACK_GAP_SECONDS}
            min={0}
            max={MAX_TRACK_GAP_SECONDS}
            step={0.5}
            decimalScale={1}
            clampBehavior="strict"
            suffix=" s"
            disabled={disabled}
            onBlur={(event) => save(track, event.currentTarget.value.replace(/\s*s$/, ''))}
          />
        ))}
      </Group>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
