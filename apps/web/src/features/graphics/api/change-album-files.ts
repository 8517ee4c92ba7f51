import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileKind, FileSource, FileType } from '@vinyl/domain';
import { apiFetch } from '../../../shared/api/client';
import { albumFilesQueryKey, type AlbumFilesDocument } from './file-resource';

export interface FileSlotChange {
  albumId: string;
  kind: FileKind;
  type: FileType;
  fileId: string;
}

/**
 * `POST /api/albums/{id}/relationships/{kind}` (spec 2 §7): puts an uploaded file in its
 * slot (the server deletes the file it replaces); `acknowledged` accepts its size warning.
 */
export function attachFile(
  change: FileSlotChange & { source?: FileSource; acknowledged?: boolean },
) {
  const { albumId, kind, type, fileId, source = 'upload', acknowledged } = change;
  const params = { type, source, ...(acknowledged !== undefined && { acknowledged }) };
  return apiFetch<AlbumFilesDocument>(
    `/albums/${encodeURIComponent(albumId)}/relationships/${kind}`,
    {
      method: 'POST',
      body: { data: [{ type: 'files', id: fileId, meta: { relation: { params } } }] },
    },
  );
}

/** `DELETE /api/albums/{id}/relationships/{kind}`: empties the slot; the file goes if unused. */
export function detachFile({ albumId, kind, fileId }: Omit<FileSlotChange, 'type'>) {
  return apiFetch<AlbumFilesDocument>(
    `/albums/${encodeURIComponent(albumId)}/relationships/${kind}`,
    { method: 'DELETE', body: { data: [{ type: 'files', id: fileId }] } },
  );
}

export function attachFileMutationOptions() {
  return mutationOptions({ mutationKey: ['album-files', 'attach'], mutationFn: attachFile });
}

export function detachFileMutationOptions() {
  return mutationOptions({ mutationKey: ['album-files', 'detach'], mutationFn: detachFile });
}

/** The server answers with the kind's new list: it becomes the cached one at once. */
function useStoreList() {
  const queryClient = useQueryClient();
  return (document: AlbumFilesDocument, change: { albumId: string; kind: FileKind }) =>
    queryClient.setQueryData(albumFilesQueryKey(change.albumId, change.kind), document);
}

export function useAttachFile() {
  const store = useStoreList();
  return useMutation({ ...attachFileMutationOptions(), onSuccess: store });
}

export function useDetachFile() {
  const store = useStoreList();
  return useMutation({ ...detachFileMutationOptions(), onSuccess: store });
}
