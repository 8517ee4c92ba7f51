import { FileSourceSchema, FileTypeSchema } from '@vinyl/domain';
import { z } from 'zod';
import type { FileLink } from './files.service';

const FileIdSchema = z.string().min(1).max(64);

/** One file in a relationship body, with the slot it fills (spec 2 §7: type and source). */
const FileLinkageSchema = z
  .object({
    type: z.literal('files'),
    id: FileIdSchema,
    meta: z.object({
      relation: z.object({
        params: z.object({
          type: FileTypeSchema,
          source: FileSourceSchema.default('upload'),
          /** The customer accepted this file's size warning (issue 8 item 4). */
          acknowledged: z.boolean().optional(),
        }),
      }),
    }),
  })
  .strict();

/** `POST/PATCH albums/{id}/relationships/{kind}`: one file or a list of them. */
export const FileLinkageBodySchema = z
  .object({ data: z.union([FileLinkageSchema, z.array(FileLinkageSchema).min(1).max(8)]) })
  .strict();

const FileRefSchema = z.object({ type: z.literal('files'), id: FileIdSchema }).loose();

/** `DELETE albums/{id}/relationships/{kind}`: the files to take out of the album. */
export const FileRefsBodySchema = z
  .object({ data: z.union([FileRefSchema, z.array(FileRefSchema).min(1).max(8)]) })
  .strict();

/** `PATCH albums/{id}/relationships/pdf_to_print`: a file, or null to clear it. */
export const PdfToPrintBodySchema = z.object({ data: FileRefSchema.nullable() }).strict();

export function fileLinks(body: z.infer<typeof FileLinkageBodySchema>): FileLink[] {
  const items = Array.isArray(body.data) ? body.data : [body.data];
  return items.map((item) => ({ id: item.id, ...item.meta.relation.params }));
}

export function fileIds(body: z.infer<typeof FileRefsBodySchema>): string[] {
  return (Array.isArray(body.data) ? body.data : [body.data]).map((item) => item.id);
}
