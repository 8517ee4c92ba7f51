import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { formatDuration, isSampleRateTooLow, MIN_SAMPLE_RATE } from '@vinyl/domain';
import type { TrackResource } from '../api/track-resource';
import { useTracksTexts } from '../use-tracks-texts';

export interface TrackRowProps {
  track: TrackResource;
  position: number;
  exceeded: boolean;
  disabled: boolean;
  onRemove: () => void;
}

/** One track on a side: drag handle, place, title, length, warnings, remove. */
export function TrackRow({ track, position, exceeded, disabled, onRemove }: TrackRowProps) {
  const { t } = useTracksTexts();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: track.id, disabled });
  const { title } = track.attributes;
  const sampleRate = track.meta.file_metadata.sample_rate;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="sm"
      data-testid="track-row"
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
    >
      <Group wrap="nowrap" gap="xs">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t('track.drag', { title })}
          disabled={disabled}
          style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" w={20} ta="right">
          {position}
        </Text>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate data-testid="track-title">
            {title}
          </Text>
          {sampleRate !== null && isSampleRateTooLow(sampleRate) && (
            <Text size="xs" c="orange.9">
              {t('errors.sampleRate', { rate: MIN_SAMPLE_RATE })}
            </Text>
          )}
        </Stack>
        {exceeded && (
          <Badge color="red.8" variant="light" size="sm">
            {t('track.exceeded')}
          </Badge>
        )}
        <Text size="sm" ff="monospace">
          {formatDuration(track.attributes.duration)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red.8"
          aria-label={t('track.remove', { title })}
          disabled={disabled}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
