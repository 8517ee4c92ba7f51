import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack } from '@mantine/core';
import type { TrackResource } from '../api/track-resource';
import { TrackRow, type MoveTarget } from './track-row';

export interface TrackListProps {
  /** The side's key in the page's drag context (`vinylId:side`). */
  sideKey: string;
  tracks: TrackResource[];
  exceeded: boolean[];
  disabled: boolean;
  moveTargets: readonly MoveTarget[];
  onMove: (track: TrackResource, targetKey: string) => void;
  onRename: (track: TrackResource) => void;
  onRemove: (track: TrackResource) => void;
}

/**
 * A side's tracks, dragged (mouse, touch or keyboard) within the side or onto another side
 * of any disc; the page's drag context (tracks-dnd.tsx) decides which. An empty side still
 * takes a drop.
 */
export function TrackList(props: TrackListProps) {
  const { sideKey, tracks, exceeded, disabled } = props;
  // The side itself takes tracks from other sides (or into an empty side). For one of its
  // own tracks its rows are the places: as a place of its own, the side could win the
  // keyboard's next step and read "position 3" of two.
  const { active } = useDndContext();
  const draggingOwnTrack = active !== null && tracks.some((track) => track.id === active.id);
  const { setNodeRef, isOver } = useDroppable({
    id: sideKey,
    disabled: disabled || draggingOwnTrack,
  });
  return (
    <SortableContext
      id={sideKey}
      items={tracks.map((track) => track.id)}
      strategy={verticalListSortingStrategy}
    >
      <Stack
        ref={setNodeRef}
        gap={6}
        component="ol"
        m={0}
        p={0}
        mih={tracks.length === 0 ? 24 : undefined}
        data-drop-target={isOver || undefined}
        style={{ listStyle: 'none' }}
      >
        {tracks.map((track, index) => (
          <li key={track.id}>
            <TrackRow
              track={track}
              position={index + 1}
              exceeded={exceeded[index] ?? false}
              disabled={disabled}
              moveTargets={props.moveTargets}
              onMove={(target) => props.onMove(track, target)}
              onRename={() => props.onRename(track)}
              onRemove={() => props.onRemove(track)}
            />
          </li>
        ))}
      </Stack>
    </SortableContext>
  );
}
