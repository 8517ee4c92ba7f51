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
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import type { TrackResource } from '../api/track-resource';
import { useTracksTexts } from '../use-tracks-texts';

/** Every side on the page by its key (`vinylId:side`), with its letter and its tracks. */
export type SidesByKey = ReadonlyMap<string, { label: string; tracks: readonly TrackResource[] }>;

export interface TracksDndProps {
  sides: SidesByKey;
  onReorder: (sideKey: string, ids: string[]) => void;
  /** A track dropped on another side, at `index` there. */
  onMove: (fromKey: string, track: TrackResource, toKey: string, index: number) => void;
  children: ReactNode;
}

/** Where a track or side id lives: the side's key and the place on it. */
function locate(sides: SidesByKey, id: UniqueIdentifier | undefined) {
  if (id === undefined) return undefined;
  const key = String(id);
  const side = sides.get(key);
  if (side) return { key, index: side.tracks.length };
  for (const [sideKey, entry] of sides) {
    const index = entry.tracks.findIndex((track) => track.id === key);
    if (index >= 0) return { key: sideKey, index };
  }
  return undefined;
}

/**
 * One drag context for the whole page (issue 14 item 10): a track dragged within its side
 * is reordered, dropped on another side (of any disc) it moves there. The live region says
 * each step in the page's language.
 */
export function TracksDnd({ sides, onReorder, onMove, children }: TracksDndProps) {
  const { t } = useTracksTexts();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const trackOf = (id: UniqueIdentifier) => {
    const at = locate(sides, id);
    return at && sides.get(at.key)?.tracks[at.index];
  };
  const titleOf = (id: UniqueIdentifier) => trackOf(id)?.attributes.title ?? '';
  const placeOf = (id: UniqueIdentifier | undefined) => {
    const at = locate(sides, id);
    return { position: (at?.index ?? 0) + 1, side: (at && sides.get(at.key)?.label) ?? '' };
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = locate(sides, active.id);
    const to = locate(sides, over?.id);
    const track = trackOf(active.id);
    if (!from || !to || !track || active.id === over?.id) return;
    if (from.key !== to.key) {
      onMove(from.key, track, to.key, to.index);
      return;
    }
    const ids = (sides.get(from.key)?.tracks ?? []).map((item) => item.id);
    onReorder(from.key, arrayMove(ids, from.index, Math.min(to.index, ids.length - 1)));
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
            t('dnd.movedOver', { title: titleOf(active.id), ...placeOf(over?.id) }),
          onDragEnd: ({ active, over }) =>
            t('dnd.dropped', { title: titleOf(active.id), ...placeOf(over?.id) }),
          onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) }),
        },
      }}
    >
      {children}
    </DndContext>
  );
}
