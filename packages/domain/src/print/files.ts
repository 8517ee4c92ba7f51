import { z } from 'zod';

/** Files per album by kind and type (spec 2 §3, spec 1 §3). */
export const FILE_TYPES_BY_KIND = {
  cover_print: ['external', 'internal'],
  vinyl_print: ['front_disc1', 'back_disc1', 'front_disc2', 'back_disc2'],
  label_print: ['front_disc1', 'back_disc1', 'front_disc2', 'back_disc2'],
  sleeve_print: ['disc1', 'disc2'],
} as const;

export type FileKind = keyof typeof FILE_TYPES_BY_KIND;
export type FileTypeOf<K extends FileKind> = (typeof FILE_TYPES_BY_KIND)[K][number];
export type FileType = FileTypeOf<FileKind>;

export const FILE_KINDS = Object.keys(FILE_TYPES_BY_KIND) as FileKind[];
export const FileKindSchema = z.enum(['cover_print', 'vinyl_print', 'label_print', 'sleeve_print']);
export const FileTypeSchema = z.enum([
  'external',
  'internal',
  'front_disc1',
  'back_disc1',
  'front_disc2',
  'back_disc2',
  'disc1',
  'disc2',
]);

export const FILE_SOURCES = ['upload', 'designer'] as const;
export const FileSourceSchema = z.enum(FILE_SOURCES);
export type FileSource = z.infer<typeof FileSourceSchema>;

/** One graphics file as the album's relation lists it. */
export const AlbumFileSchema = z.object({
  id: z.string().min(1),
  attributes: z.object({ title: z.string() }),
  meta: z.object({
    media_url: z.string(),
    relation: z.object({ params: z.object({ type: FileTypeSchema, source: FileSourceSchema }) }),
  }),
});
export type AlbumFile = z.infer<typeof AlbumFileSchema>;

export const ThumbnailSchema = z.object({ url: z.string().nullable(), ready: z.boolean() });
export type Thumbnail = z.infer<typeof ThumbnailSchema>;

/** Thumbnails response: per kind, per type, `{ url, ready }`. */
export const ThumbnailsSchema = z.partialRecord(
  FileKindSchema,
  z.partialRecord(FileTypeSchema, ThumbnailSchema),
);
export type Thumbnails = z.infer<typeof ThumbnailsSchema>;

export function isFileTypeOfKind(kind: FileKind, type: string): boolean {
  return (FILE_TYPES_BY_KIND[kind] as readonly string[]).includes(type);
}
