import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { lower, lowerContains, startsWith } from './board-search';
import type { PageRequest } from './board.schemas';

/** The columns of a user the back-office may show: never a password hash, token or session. */
const USER_COLUMNS = [
  'users.id',
  'users.username',
  'users.email',
  'users.name',
  'users.surname',
  'users.role',
  'users.status',
  'users.created_at',
] as const;

/** A text with an `@` is an address (by prefix, from indexes); else also a name (contains). */
function matches(eb: ExpressionBuilder<Database, 'users'>, text: string) {
  // A guest's address is on their orders only.
  const ordered = eb
    .selectFrom('orders')
    .select('orders.user_id')
    .where((inner) => startsWith(lower(inner.ref('orders.customer_email')), text));
  const address = [
    startsWith(eb.ref('users.username'), text),
    startsWith(lower(eb.ref('users.email')), text),
    eb('users.id', 'in', ordered),
  ];
  if (text.includes('@')) return eb.or(address);
  return eb.or([
    ...address,
    lowerContains(eb.ref('users.name'), text),
    lowerContains(eb.ref('users.surname'), text),
  ]);
}

/**
 * The back-office's read model of customers (issue 17): accounts with how many albums and
 * orders they have and the address their last order gave. Read-only over the users,
 * albums and orders tables, the exception to decision 018 named in board.repository.ts.
 */
export function createCustomersRepository(db: Kysely<Database>) {
  function filtered(search: string | undefined) {
    const query = db.selectFrom('users');
    return search ? query.where((eb) => matches(eb, search)) : query;
  }

  function page(search: string | undefined, paging: PageRequest) {
    return filtered(search)
      .select(USER_COLUMNS)
      .select((eb) => [
        eb
          .selectFrom('albums')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('albums.user_id', '=', 'users.id')
          .as('albums_count'),
        eb
          .selectFrom('orders')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('orders.user_id', '=', 'users.id')
          .as('orders_count'),
        eb
          .selectFrom('orders')
          .select('orders.customer_email')
          .whereRef('orders.user_id', '=', 'users.id')
          .orderBy('orders.created_at', 'desc')
          .limit(1)
          .as('order_email'),
      ])
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(paging.size)
      .offset((paging.number - 1) * paging.size)
      .execute();
  }

  async function count(search: string | undefined): Promise<number> {
    const row = await filtered(search)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    page,
    count,
    find: (id: string) =>
      filtered(undefined).select(USER_COLUMNS).where('users.id', '=', id).executeTakeFirst(),
    albums: (userId: string) =>
      db
        .selectFrom('albums')
        .select(['id', 'title', 'album_status', 'modified_at'])
        .where('user_id', '=', userId)
        .orderBy('modified_at', 'desc')
        .orderBy('id')
        .execute(),
    orders: (userId: string) =>
      db
        .selectFrom('orders')
        .select(['id', 'order_status', 'price', 'created_at', 'customer_email', 'locale'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute(),
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
export type CustomerRow = Awaited<ReturnType<CustomersRepository['page']>>[number];
export type CustomerBaseRow = NonNullable<Awaited<ReturnType<CustomersRepository['find']>>>;
