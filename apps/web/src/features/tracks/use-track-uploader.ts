import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createGrantCache, createTusTransport } from '../../shared/upload';
import { attachTrack, deleteAudio } from './api/change-side-tracks';
import { sideTracksKey } from './api/track-resource';
import { TrackUploader, type UploaderDeps } from './upload/track-uploader';

/**
 * The page's uploader: tus over Uppy, each finished file put on its side and the side's
 * list refreshed from the server's answer. Uploads stop when the page goes.
 */
export function useTrackUploader(overrides: Partial<UploaderDeps> = {}) {
  const queryClient = useQueryClient();
  const [uploader] = useState(() => {
    const grants = createGrantCache('audio');
    return new TrackUploader({
      transport: () => createTusTransport(grants),
      attach: async (ref, audioId) => {
        const document = await attachTrack(ref, audioId);
        queryClient.setQueryData([...sideTracksKey, ref.vinylId, ref.side], document);
      },
      discard: deleteAudio,
      storage: typeof localStorage === 'undefined' ? undefined : localStorage,
      ...overrides,
    });
  });
  useEffect(() => () => uploader.destroy(), [uploader]);
  const uploads = useSyncExternalStore(uploader.subscribe, uploader.getSnapshot);
  const unfinished = useSyncExternalStore(uploader.subscribe, uploader.getUnfinished);
  return { uploader, uploads, unfinished };
}
