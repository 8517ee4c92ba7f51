import {
  checkPrintFile,
  describeArtwork,
  needsAcknowledgement,
  PdfFactsSchema,
  templateSpecFor,
  type AlbumOptions,
  type FileKind,
  type FileType,
  type PdfFacts,
  type PrintSizes,
  type Thumbnail,
} from '@vinyl/domain';
import type { AlbumFileRow, FileRow } from './files.repository';

export const FILES_TYPE = 'files';

export const mediaUrl = (id: string) => `/api/files/${encodeURIComponent(id)}/content`;
export const thumbnailUrl = (id: string) => `/api/files/${encodeURIComponent(id)}/thumbnail`;

export function readFacts(file: Pick<FileRow, 'facts'>): PdfFacts | undefined {
  try {
    const parsed = PdfFactsSchema.safeParse(JSON.parse(file.facts));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `{ url, ready }` (spec 2 §3); `error` names why a thumbnail could not be made. */
export function toThumbnail(file: FileRow): Thumbnail & { error?: string } {
  if (file.thumbnail_status === 'ready' && file.thumbnail_key) {
    return { url: thumbnailUrl(file.id), ready: true };
  }
  if (file.thumbnail_status === 'error') {
    return { url: null, ready: false, error: file.thumbnail_error ?? 'unreadable' };
  }
  return { url: null, ready: false };
}

export interface CheckContext {
  options: AlbumOptions | null;
  sizes: PrintSizes;
}

/** The print checks of a file in a slot (issue 8 item 4), against that slot's template. */
export function toPrintCheck(file: FileRow, slot: AlbumFileRow | undefined, context: CheckContext) {
  const facts = readFacts(file);
  const spec =
    slot && context.options
      ? templateSpecFor(slot.kind as FileKind, slot.type as FileType, context.options)
      : undefined;
  const artwork = spec && describeArtwork(spec, context.sizes);
  const problems = facts ? checkPrintFile(facts, artwork, context.sizes) : [];
  return {
    template: artwork?.name ?? null,
    expected: artwork?.page ?? null,
    /** False when the file could not be read far enough to measure its images. */
    complete: facts !== undefined && facts.images !== null,
    problems,
    needs_acknowledgement: needsAcknowledgement(problems),
    acknowledged: slot?.acknowledged === 1,
  };
}

/** A file as the album's relation lists it (spec 2 §3): `meta.media_url`, `meta.relation.params`. */
export function toFileResource(file: FileRow, slot?: AlbumFileRow, context?: CheckContext) {
  return {
    type: FILES_TYPE,
    id: file.id,
    attributes: {
      title: file.title,
      file_name: file.file_name,
      mime_type: file.mime_type,
      size: file.size,
      page_count: file.page_count,
    },
    meta: {
      media_url: mediaUrl(file.id),
      ...(slot && {
        relation: {
          params: { type: slot.type, source: slot.source, acknowledged: slot.acknowledged === 1 },
        },
      }),
      thumbnail: toThumbnail(file),
      ...(context && { print_check: toPrintCheck(file, slot, context) }),
      created: file.created_at,
    },
  };
}

export const fileLinkage = (slot: AlbumFileRow) => ({
  type: FILES_TYPE,
  id: slot.file_id,
  meta: { relation: { params: { type: slot.type, source: slot.source } } },
});
