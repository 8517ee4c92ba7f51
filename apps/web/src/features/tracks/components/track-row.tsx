import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Box, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconDots,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { formatDuration, isSampleRateTooLow, MIN_SAMPLE_RATE } from '@vinyl/domain';
import { TrackAnalysis } from '../analysis/track-analysis';
import type { TrackResource } from '../api/track-resource';
import { useTracksTexts } from '../use-tracks-texts';
import { describeAudioFormat } from './track-facts';

/**
 * "Over the limit": white on the theme's red 9 (#c92a2a, 5.4:1), not red text on red
 * (issue 14 item 11: 201,42,42 on 224,49,49 was 1.2:1). track-row.test.tsx checks the ratio.
 */
export const EXCEEDED_BADGE = { color: 'red.9', variant: 'filled' } as const;

/** Another side a track can go to: its letter and where it is. */
export interface MoveTarget {
  key: string;
  label: string;
}

export interface TrackRowProps {
  track: TrackResource;
  position: number;
  exceeded: boolean;
  disabled: boolean;
  /** The album's other sides, for the "Move to side…" menu (keyboard and touch). */
  moveTargets: readonly MoveTarget[];
  onMove: (targetKey: string) => void;
  onRename: () => void;
  onRemove: () => void;
}

/** One track on a side: drag handle, place, title and artist, facts, length, menu, remove. */
export function TrackRow(props: TrackRowProps) {
  const { track, position, exceeded, disabled } = props;
  const { t, i18n } = useTracksTexts();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: track.id, disabled });
  const { title, artist } = track.attributes;
  const metadata = track.meta.file_metadata;
  const sampleRate = metadata.sample_rate;
  const format = describeAudioFormat(metadata, i18n.language);
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
          {artist && (
            <Text size="xs" truncate data-testid="track-artist">
              {artist}
            </Text>
          )}
          {format && (
            <Text size="xs" c="dimmed" data-testid="track-format">
              {format}
            </Text>
          )}
          {sampleRate !== null && isSampleRateTooLow(sampleRate) && (
            <Text size="xs" c="orange.9">
              {t('errors.sampleRate', { rate: MIN_SAMPLE_RATE })}
            </Text>
          )}
        </Stack>
        {exceeded && (
          <Badge {...EXCEEDED_BADGE} size="sm">
            {t('track.exceeded')}
          </Badge>
        )}
        <Text size="sm" ff="monospace">
          {formatDuration(track.attributes.duration)}
        </Text>
        <TrackMenu {...props} title={title} />
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={t('track.remove', { title })}
          disabled={disabled}
          onClick={props.onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Box pl={{ base: 0, sm: 52 }} pt={track.meta.analysis ? 4 : 0}>
        <TrackAnalysis track={track} />
      </Box>
    </Paper>
  );
}

function TrackMenu(props: TrackRowProps & { title: string }) {
  const { t } = useTracksTexts();
  const { title, disabled } = props;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('track.actions', { title })}
          disabled={disabled}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={props.onRename}>
          {t('track.rename')}
        </Menu.Item>
        {props.moveTargets.length > 0 && <Menu.Label>{t('track.moveTo')}</Menu.Label>}
        {props.moveTargets.map((target) => (
          <Menu.Item
            key={target.key}
            leftSection={<IconArrowsExchange size={14} aria-hidden />}
            onClick={() => props.onMove(target.key)}
          >
            {t('track.moveToSide', { side: target.label })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
