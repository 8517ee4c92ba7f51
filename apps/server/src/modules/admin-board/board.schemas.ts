import { OrderStatusSchema } from '@vinyl/domain';
import { z } from 'zod';

/** The board's sorts: newest or oldest, total, and by status (oldest first within one). */
export const BOARD_SORTS = ['created', '-created', 'total', '-total', 'status', '-status'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

/** What a person types in a search box: trimmed, and never more than a line. */
const SearchSchema = z.string().trim().max(100).optional();

const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
/** A page of at most 100 rows (issue 17: paged on the server). */
const pageSize = z.coerce.number().int().min(1).max(100).default(25);

export const BoardQuerySchema = z
  .object({
    'filter[status]': OrderStatusSchema.optional(),
    q: SearchSchema,
    sort: z.enum(BOARD_SORTS).default('-created'),
    'page[number]': pageNumber,
    'page[size]': pageSize,
    locale: z.string().max(10).optional(),
  })
  .strict();
export type BoardQuery = z.infer<typeof BoardQuerySchema>;

export const CustomersQuerySchema = z
  .object({
    q: SearchSchema,
    'page[number]': pageNumber,
    'page[size]': pageSize,
    locale: z.string().max(10).optional(),
  })
  .strict();
export type CustomersQuery = z.infer<typeof CustomersQuerySchema>;

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A page asked for: its number (from 1) and size. */
export interface PageRequest {
  number: number;
  size: number;
}
