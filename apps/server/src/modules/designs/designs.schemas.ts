import { DesignDocumentSchema } from '@vinyl/domain';
import { z } from 'zod';

export const DesignParamsSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.string().min(1).max(32),
  type: z.string().min(1).max(32),
});

/** `PUT /api/albums/{id}/designs/{kind}/{type}`: the whole document, as the designer keeps it. */
export const SaveDesignBodySchema = z
  .object({
    data: z
      .object({
        type: z.literal('designs'),
        attributes: z.object({ document: DesignDocumentSchema }).strict(),
      })
      .strict(),
  })
  .strict();
