import { z } from 'zod';

/** The current-user document (spec 1 §3), as every sign-in call answers it. */
export const UserDocumentSchema = z.object({
  data: z.object({
    type: z.literal('users'),
    id: z.string(),
    attributes: z.object({
      username: z.string(),
      status: z.enum(['draft', 'active']),
      role: z.enum(['customer', 'admin']),
      name: z.string().nullable(),
      surname: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      national_id_number: z.string().nullable(),
    }),
  }),
});
