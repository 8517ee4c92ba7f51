import { Button, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hideNotice, notifyCustom } from '../../shared/ui/notify';
import type { SideRef } from './api/change-side-tracks';
import type { TrackResource } from './api/track-resource';
import { useTracksTexts } from './use-tracks-texts';

/** How long a removed track can be brought back (issue 14 item 12). */
export const REMOVE_UNDO_MS = 6000;

export interface PendingRemoval {
  ref: SideRef;
  track: TrackResource;
}

const noticeId = (trackId: string) => `track-removed-${trackId}`;

/**
 * Removing a track with an Undo (issue 14 item 12): the track leaves the screen at once and
 * a notice offers Undo for a few seconds; only when the notice goes (its time is up, it is
 * closed, Save and continue, or the page is left) is the removal sent, since the server
 * deletes an unused audio with its file. A reload in between loses nothing: the track is
 * still on the server.
 */
export function usePendingRemovals(send: (removal: PendingRemoval) => Promise<unknown>) {
  const { t } = useTracksTexts();
  const entries = useRef(new Map<string, PendingRemoval & { sent: boolean }>());
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const forget = useCallback((id: string) => {
    entries.current.delete(id);
    setHidden(new Set(entries.current.keys()));
  }, []);

  const commit = useCallback(
    async (id: string) => {
      const removal = entries.current.get(id);
      if (!removal || removal.sent) return;
      removal.sent = true;
      hideNotice(noticeId(id));
      try {
        await sendRef.current(removal);
      } finally {
        forget(id);
      }
    },
    [forget],
  );

  const undo = useCallback(
    (id: string) => {
      const removal = entries.current.get(id);
      if (!removal || removal.sent) return;
      forget(id);
      hideNotice(noticeId(id));
    },
    [forget],
  );

  function remove(ref: SideRef, track: TrackResource) {
    entries.current.set(track.id, { ref, track, sent: false });
    setHidden(new Set(entries.current.keys()));
    notifyCustom({
      id: noticeId(track.id),
      autoClose: REMOVE_UNDO_MS,
      onClose: () => void commit(track.id),
      closeButtonProps: { 'aria-label': t('undo.close') },
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{t('undo.removed', { title: track.attributes.title })}</Text>
          <Button size="compact-sm" variant="light" onClick={() => undo(track.id)}>
            {t('undo.undo')}
          </Button>
        </Group>
      ),
    });
  }

  const flush = useCallback(
    () => Promise.all([...entries.current.keys()].map((id) => commit(id))),
    [commit],
  );
  // Leaving the page sends what is still waiting.
  useEffect(() => () => void flush(), [flush]);

  return { hidden, remove, undo, flush };
}
