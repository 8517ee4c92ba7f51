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

type Column = 'created_at' | 'price' | 'order_status' | 'id';
type Direction = 'asc' | 'desc';

/**
 * Each sort ends on the id, so a page boundary never splits ties differently between two
 * requests; each one reads in the order of an index of migration 0015 (with or without the
 * status filter). Within a status, the order waiting longest comes first.
 */
const by = (direction: Direction, ...columns: Column[]) =>
  columns.map((column): [Column, Direction] => [column, direction]);
const ORDERINGS: Record<BoardSort, [Column, Direction][]> = {
  created: by('asc', 'created_at', 'id'),
  '-created': by('desc', 'created_at', 'id'),
  total: by('asc', 'price', 'id'),
  '-total': by('desc', 'price', 'id'),
  status: by('asc', 'order_status', 'created_at', 'id'),
  '-status': by('desc', 'order_status', 'created_at', 'id'),
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

  /**
   * How many orders the filter finds, as one number: an unsearched board's is the sum of
   * the per-status counts the triggers of migration 0015 keep (PostgreSQL counts 100,000
   * rows in tens of milliseconds); a search counts its matches (from the e-mail index for
   * an e-mail; a "contains" search reads every order, once for the page and once here).
   */
  function total(filter: BoardFilter) {
    if (filter.search)
      return filtered(filter).select((eb) => eb.fn.countAll<number | string>().as('n'));
    let counts = db.selectFrom('order_status_counts');
    if (filter.status) counts = counts.where('order_status', '=', filter.status);
    return counts.select((eb) => eb.fn.sum<number | string>('n').as('n'));
  }

  /**
   * A page of the board in one statement (each round trip to PostgreSQL costs about what
   * the page itself does), simple enough to plan at once (a derived table joined to the
   * albums took PostgreSQL longer to plan than to run): each order with its albums' titles
   * (`string_agg … order by`, on SQLite since 3.44 as on PostgreSQL; both evaluate it for
   * the page's rows only) and the total. Only orders placed before buyers were stored
   * (migration 0009) need a second read: their accounts.
   */
  async function page(filter: BoardFilter, sort: BoardSort, paging: PageRequest) {
    let query = filtered(filter)
      .select(PAGE_COLUMNS)
      .select([albumTitles().as('album_titles'), total(filter).as('total')]);
    for (const [column, direction] of ORDERINGS[sort]) {
      query = query.orderBy(`orders.${column}`, direction);
    }
    const orders = await query
      .limit(paging.size)
      .offset((paging.number - 1) * paging.size)
      .execute();
    const accounts = await accountsOf(orders.filter((order) => order.customer_email === null));
    const rows = orders.map((order): BoardRow => {
      const account = order.user_id ? accounts.get(order.user_id) : undefined;
      return {
        id: order.id,
        order_status: order.order_status,
        user_id: order.user_id,
        quantity: order.quantity,
        price: order.price,
        paid_at: order.paid_at,
        created_at: order.created_at,
        email: order.customer_email ?? account?.email ?? null,
        name: order.billing_name ?? order.shipping_name ?? account?.name ?? null,
        album_titles: order.album_titles ? order.album_titles.split(TITLE_SEPARATOR) : [],
      };
    });
    const first = orders[0];
    const count = first ? first.total : (await total(filter).executeTakeFirst())?.n;
    return { rows, total: Number(count ?? 0) };
  }

  /** The accounts of orders that stored no buyer: their e-mail and name. */
  async function accountsOf(orders: readonly { user_id: string | null }[]) {
    const accounts = new Map<string, { email: string | null; name: string | null }>();
    const ids = [...new Set(orders.flatMap((order) => (order.user_id ? [order.user_id] : [])))];
    if (ids.length === 0) return accounts;
    const users = await db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'surname'])
      .where('id', 'in', ids)
      .execute();
    for (const user of users) {
      const name = [user.name, user.surname].filter(Boolean).join(' ') || null;
      accounts.set(user.id, { email: user.email, name });
    }
    return accounts;
  }

  return { page };
}

/** Between two titles in one string: a control character no title is typed with. */
const TITLE_SEPARATOR = '\u001f';

/** An order's albums' titles in one string; lines share their time: then by title. */
function albumTitles() {
  return sql<
    string | null
  >`(select string_agg(${sql.ref('order_albums.title')}, ${TITLE_SEPARATOR} order by ${sql.ref('order_albums.created_at')}, ${sql.ref('order_albums.title')}) from ${sql.table('order_albums')} where ${sql.ref('order_albums.order_id')} = ${sql.ref('orders.id')})`;
}

const PAGE_COLUMNS = [
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
] as const;

/** One order of the board's page, with its buyer and its albums' titles. */
export interface BoardRow {
  id: string;
  order_status: string;
  user_id: string | null;
  quantity: number;
  price: number;
  paid_at: string | null;
  created_at: string;
  /** The buyer stored on the order, else the account's (orders before migration 0009). */
  email: string | null;
  name: string | null;
  album_titles: string[];
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;
