import type { OrderStatus } from '@vinyl/domain';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { lower, lowerContains, startsWith } from './board-search';
import type { BoardSort, PageRequest } from './board.schemas';

/**
 * What the board searches: an e-mail (the text has an `@`: only the buyer's address, by
 * prefix, from its index), or anything (order number or e-mail by prefix, buyer's name or
 * album title containing it).
 */
export type BoardSearch = { kind: 'email' | 'any'; text: string };

export interface BoardFilter {
  status?: OrderStatus | undefined;
  search?: BoardSearch | undefined;
}

type Column = 'orders.created_at' | 'orders.price' | 'orders.order_status' | 'orders.id';
type Direction = 'asc' | 'desc';

/**
 * Each sort ends on the id, so a page boundary never splits ties differently between two
 * requests; each one reads in the order of an index of migration 0015 (with or without the
 * status filter). Within a status, the order waiting longest comes first.
 */
const ORDERINGS: Record<BoardSort, [Column, Direction][]> = {
  created: [
    ['orders.created_at', 'asc'],
    ['orders.id', 'asc'],
  ],
  '-created': [
    ['orders.created_at', 'desc'],
    ['orders.id', 'desc'],
  ],
  total: [
    ['orders.price', 'asc'],
    ['orders.id', 'asc'],
  ],
  '-total': [
    ['orders.price', 'desc'],
    ['orders.id', 'desc'],
  ],
  status: [
    ['orders.order_status', 'asc'],
    ['orders.created_at', 'asc'],
    ['orders.id', 'asc'],
  ],
  '-status': [
    ['orders.order_status', 'desc'],
    ['orders.created_at', 'desc'],
    ['orders.id', 'desc'],
  ],
};

function matches(eb: ExpressionBuilder<Database, 'orders'>, search: BoardSearch) {
  const email = startsWith(lower(eb.ref('orders.customer_email')), search.text);
  if (search.kind === 'email') return email;
  const albumTitle = eb
    .selectFrom('order_albums')
    .select(sql<number>`1`.as('one'))
    .whereRef('order_albums.order_id', '=', 'orders.id')
    .where((inner) => lowerContains(inner.ref('order_albums.title'), search.text));
  return eb.or([
    startsWith(eb.ref('orders.id'), search.text),
    email,
    lowerContains(eb.ref('orders.shipping_name'), search.text),
    lowerContains(eb.ref('orders.billing_name'), search.text),
    eb.exists(albumTitle),
  ]);
}

/**
 * The back-office's read model of orders (issue 17): the board's page of every customer's
 * orders, its count and the albums' titles, in as few indexed reads as the page needs. It
 * reads the orders module's `orders` and `order_albums` and the users module's `users`
 * (never writes them): the named exception to decision 018 that lets one query join what
 * three services would answer row by row (decision 022).
 */
export function createBoardRepository(db: Kysely<Database>) {
  function filtered(filter: BoardFilter) {
    let query = db.selectFrom('orders');
    if (filter.status) query = query.where('orders.order_status', '=', filter.status);
    const { search } = filter;
    if (search) query = query.where((eb) => matches(eb, search));
    return query;
  }

  async function page(filter: BoardFilter, sort: BoardSort, paging: PageRequest) {
    let query = filtered(filter)
      .leftJoin('users', 'users.id', 'orders.user_id')
      .select([
        'orders.id',
        'orders.order_status',
        'orders.user_id',
        'orders.customer_email',
        'orders.shipping_name',
        'orders.billing_name',
        'orders.quantity',
        'orders.price',
        'orders.paid_at',
        'orders.created_at',
        'users.email as user_email',
        'users.username as user_username',
        'users.name as user_name',
        'users.surname as user_surname',
      ]);
    for (const [column, direction] of ORDERINGS[sort]) query = query.orderBy(column, direction);
    return query
      .limit(paging.size)
      .offset((paging.number - 1) * paging.size)
      .execute();
  }

  /**
   * How many orders the filter finds: without a search, from the per-status counts the
   * triggers of migration 0015 keep (PostgreSQL takes tens of milliseconds to count 100,000
   * rows); a search counts its matches, which the e-mail index finds.
   */
  async function count(filter: BoardFilter): Promise<number> {
    if (filter.search) {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }
    let counts = db.selectFrom('order_status_counts');
    if (filter.status) counts = counts.where('order_status', '=', filter.status);
    const row = await counts
      .select((eb) => eb.fn.sum<number | string>('n').as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The titles of the orders' albums; lines of one order share their time: then by title. */
  async function albumTitles(orderIds: readonly string[]) {
    if (orderIds.length === 0) return [];
    return db
      .selectFrom('order_albums')
      .select(['order_id', 'title'])
      .where('order_id', 'in', orderIds)
      .orderBy('created_at')
      .orderBy('title')
      .execute();
  }

  return { page, count, albumTitles };
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;
export type BoardRow = Awaited<ReturnType<BoardRepository['page']>>[number];
