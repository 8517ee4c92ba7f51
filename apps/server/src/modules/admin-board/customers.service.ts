import { isGuestUsername } from '@vinyl/domain';
import { NotFoundError } from '../../http/errors';
import { resolveLocale, type Locale } from '../../i18n/messages';
import type { PageRequest } from './board.schemas';
import type { CustomerBaseRow, CustomersRepository } from './customers.repository';

interface Deps {
  customers: CustomersRepository;
  /** The auth module's resend: a new activation link in the customer's language. */
  accounts: { resendActivation(userId: string, locale: Locale): Promise<void> };
}

/** A customer as the plant sees it: who, what kind of account; nothing about credentials. */
function customerAttributes(row: CustomerBaseRow, orderEmail?: string | null) {
  const guest = isGuestUsername(row.username);
  return {
    email: row.email ?? (guest ? (orderEmail ?? null) : row.username),
    name: [row.name, row.surname].filter(Boolean).join(' ') || null,
    role: row.role,
    active: row.status === 'active',
    guest,
    created_at: row.created_at,
  };
}

/** The plant's customers (issue 17): list and search, one customer's albums and orders. */
export function createCustomersService({ customers, accounts }: Deps) {
  async function list(q: string | undefined, page: PageRequest) {
    const search = q?.trim().toLowerCase() || undefined;
    const [rows, total] = await Promise.all([
      customers.page(search, page),
      customers.count(search),
    ]);
    return {
      data: rows.map((row) => ({
        type: 'customers' as const,
        id: row.id,
        attributes: {
          ...customerAttributes(row, row.order_email),
          albums_count: Number(row.albums_count ?? 0),
          orders_count: Number(row.orders_count ?? 0),
        },
      })),
      meta: { total, page: page.number, size: page.size },
    };
  }

  async function get(id: string) {
    const row = await customers.find(id);
    if (!row) throw new NotFoundError('Customer not found');
    const [albums, orders] = await Promise.all([customers.albums(id), customers.orders(id)]);
    return {
      data: {
        type: 'customers' as const,
        id: row.id,
        attributes: {
          ...customerAttributes(row, orders[0]?.customer_email),
          albums_count: albums.length,
          orders_count: orders.length,
        },
      },
      meta: {
        albums: albums.map((album) => ({
          id: album.id,
          title: album.title,
          status: album.album_status,
          updated_at: album.modified_at,
        })),
        orders: orders.map((order) => ({
          id: order.id,
          order_number: order.id,
          order_status: order.order_status,
          total: Number(order.price),
          created_at: order.created_at,
        })),
      },
    };
  }

  /**
   * Sends the activation mail again, in the language of the customer's last order (the
   * account keeps none), English otherwise; 404 unknown, 409 when already active.
   */
  async function resendActivation(id: string) {
    const row = await customers.find(id);
    if (!row) throw new NotFoundError('Customer not found');
    const orders = await customers.orders(id);
    await accounts.resendActivation(row.id, resolveLocale(orders[0]?.locale ?? 'en'));
    return row;
  }

  return { list, get, resendActivation };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
