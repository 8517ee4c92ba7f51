import { z } from 'zod';
import { ConflictError } from './errors';

/** The `:id` of a resource path, as every module's routes take it. */
export const IdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A body's `data.id`, when given, must name the resource of the path (JSON:API: 409). */
export function requireSameId(pathId: string, bodyId: string | undefined): void {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw new ConflictError('id_mismatch', 'The id in the body does not match the path');
  }
}
