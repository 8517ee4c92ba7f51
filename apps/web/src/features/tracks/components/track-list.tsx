import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Stack } from '@mantine/core';
import type { TrackResource } from '../api/track-resource';
import { useTracksTexts } from '../use-tracks-texts';
import { TrackRow } from './track-row';

export interface TrackListProps {
  tracks: TrackResource[];
  exceeded: boolean[];
  disabled: boolean;
  onReorder: (ids: string[]) => void;
  onRemove: (track: TrackResource) => void;
}

/** A side's tracks, reordered by dragging (mouse, touch or keyboard) within the side. */
export function TrackList({ tracks, exceeded, disabled, onReorder, onRemove }: TrackListProps) {
  const { t } = useTracksTexts();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tracks.map((track) => track.id);
  const titleOf = (id: UniqueIdentifier) =>
    tracks.find((track) => track.id === id)?.attributes.title ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('dnd.pickedUp', { title: titleOf(active.id) }),
          onDragOver: ({ active, over }) =>
            t('dnd.movedOver', { title: titleOf(active.id), position: positionOf(over?.id) }),
          onDragEnd: ({ active, over }) =>
            t('dnd.dropped', { title: titleOf(active.id), position: positionOf(over?.id) }),
          onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {tracks.map((track, index) => (
            <li key={track.id}>
              <TrackRow
                track={track}
                position={index + 1}
                exceeded={exceeded[index] ?? false}
                disabled={disabled}
                onRemove={() => onRemove(track)}
              />
            </li>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
