import type { FileKind, FileSource, FileType, PrintProblem, Rectangle } from '@vinyl/domain';

/** A graphics file as the album's relation lists it (spec 2 §3, issue 8 items 2, 4, 5). */
export interface AlbumFileResource {
  type: 'files';
  id: string;
  attributes: { title: string; file_name: string; size: number; page_count: number };
  meta: {
    media_url: string;
    relation: { params: { type: FileType; source: FileSource; acknowledged: boolean } };
    thumbnail: { url: string | null; ready: boolean; error?: string };
    print_check: {
      template: string | null;
      expected: Rectangle | null;
      /** False until the images have been measured (with the thumbnail). */
      complete: boolean;
      problems: PrintProblem[];
      needs_acknowledgement: boolean;
      acknowledged: boolean;
    };
  };
}

export interface AlbumFilesDocument {
  data: AlbumFileResource[];
}

/** Every cached list of album files: invalidated after any change. */
export const albumFilesKey = ['album-files'] as const;

export const albumFilesQueryKey = (albumId: string, kind: FileKind) =>
  [...albumFilesKey, albumId, kind] as const;

/** True while a file's thumbnail (and its image check) is still being made. */
export const isPending = (file: AlbumFileResource) =>
  !file.meta.thumbnail.ready && !file.meta.thumbnail.error;
