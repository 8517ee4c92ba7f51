import { queryOptions } from '@tanstack/react-query';
import type { OrderCustomer, OrderStatus } from '@vinyl/domain';
import { apiFetch } from '../client';
import type { JsonApiListMeta } from '../json-api';

/** An order as the shop shows it (spec 1 §3 "Order"); amounts in cents. */
export interface OrderResource {
  type: 'orders';
  id: string;
  attributes: {
    title: string | null;
    order_status: OrderStatus;
    /** The total: records plus shipping. */
    price: number | null;
    invoice_url: string | null;
    /** Copies over all albums. */
    quantity?: number;
    /** The records alone, and the delivery. */
    items_price?: number;
    shipping_cost?: number;
    /** Whether the prices include VAT, and its rate in percent. */
    vat_included?: boolean;
    vat_rate?: number;
    /** The buyer's contact and addresses, on the buyer's own orders placed with them. */
    customer?: OrderCustomer;
    /** Every state the order went through, oldest first (issue 17). */
    timeline?: { status: OrderStatus; at: string }[];
    /** When the plant expects to ship it, once paid (YYYY-MM-DD). */
    expected_ship_date?: string | null;
    /** The courier and the number to follow the parcel, once shipped. */
    tracking?: { carrier: string; number: string } | null;
    /** The plant's discount on a quote, with its reason (issue 17). */
    discount?: { amount: number; reason: string } | null;
    /** Until when a quote's payment link works. */
    quote_expires_at?: string | null;
  };
  relationships?: { albums_ordered?: { data: { type: 'albums'; id: string }[] } };
  meta?: { created?: string; modified?: string };
}

/** One album of an order as it was ordered (the `included` albums_ordered). */
export interface OrderedAlbum {
  id: string;
  title: string | null;
  quantity: number;
  /** Cents, when the server says. */
  unitPrice: number | null;
}

/** An order with its albums in the order of its relationship. */
export interface OrderWithAlbums extends OrderResource {
  albums: OrderedAlbum[];
}

interface IncludedResource {
  type: string;
  id: string;
  attributes?: { title?: string | null; quantity?: number; unit_price?: number };
}

export interface OrdersDocument {
  data: OrderResource[];
  included?: IncludedResource[];
  meta?: JsonApiListMeta;
}

/** Joins each order's albums_ordered linkage to the included albums. */
export function withOrderedAlbums(
  orders: readonly OrderResource[],
  included: readonly IncludedResource[] = [],
): OrderWithAlbums[] {
  const albums = new Map(
    included.filter((resource) => resource.type === 'albums').map((album) => [album.id, album]),
  );
  return orders.map((order) => ({
    ...order,
    albums: (order.relationships?.albums_ordered?.data ?? []).map(({ id }) => {
      const album = albums.get(id);
      return {
        id,
        title: album?.attributes?.title ?? null,
        quantity: album?.attributes?.quantity ?? 0,
        unitPrice: album?.attributes?.unit_price ?? null,
      };
    }),
  }));
}

export interface RecentOrders {
  orders: OrderWithAlbums[];
  count: number;
}

/** The dashboard shows the 3 latest orders (spec 1 §9). */
export const RECENT_ORDERS = 3;

/** `GET /api/orders?filter[mine]&sort=-modified&include=albums_ordered` (spec 1 §7). */
export async function getRecentOrders(signal?: AbortSignal): Promise<RecentOrders> {
  const document = await apiFetch<OrdersDocument>(
    '/orders?filter[mine]&sort=-modified&include=albums_ordered',
    signal ? { signal } : {},
  );
  const orders = Array.isArray(document.data) ? document.data : [];
  return {
    orders: withOrderedAlbums(orders.slice(0, RECENT_ORDERS), document.included),
    count: document.meta?.pagination?.count ?? orders.length,
  };
}

/**
 * No `useRecentOrders` hook here: the router asks for these with the dashboard's code, so
 * this file is in the first page's bundle, and a hook would bring TanStack's query observer
 * into the login route (DESIGN.md budget). The dashboard calls `useQuery` with these options.
 */
export function recentOrdersQueryOptions() {
  return queryOptions({
    queryKey: ['orders', 'recent'],
    queryFn: ({ signal }) => getRecentOrders(signal),
  });
}
