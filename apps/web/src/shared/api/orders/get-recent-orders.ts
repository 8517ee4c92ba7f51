import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import type { JsonApiListMeta } from '../json-api';

/** An order as the dashboard shows it (spec 1 §3 "Order"). */
export interface OrderResource {
  type: 'orders';
  id: string;
  attributes: {
    title: string | null;
    order_status: 'pending' | 'standby' | 'paid';
    price: number | null;
    invoice_url: string | null;
  };
  meta?: { created?: string };
}

export interface RecentOrders {
  orders: OrderResource[];
  count: number;
}

/** The dashboard shows the 3 latest orders (spec 1 §9). */
export const RECENT_ORDERS = 3;

/** `GET /api/orders?filter[mine]&sort=-modified&include=albums_ordered` (spec 1 §7). */
export async function getRecentOrders(signal?: AbortSignal): Promise<RecentOrders> {
  const document = await apiFetch<{ data: OrderResource[]; meta?: JsonApiListMeta }>(
    '/orders?filter[mine]&sort=-modified&include=albums_ordered',
    signal ? { signal } : {},
  );
  const orders = Array.isArray(document.data) ? document.data : [];
  return {
    orders: orders.slice(0, RECENT_ORDERS),
    count: document.meta?.pagination?.count ?? orders.length,
  };
}

export function recentOrdersQueryOptions() {
  return queryOptions({
    queryKey: ['orders', 'recent'],
    queryFn: ({ signal }) => getRecentOrders(signal),
  });
}

export function useRecentOrders() {
  return useQuery(recentOrdersQueryOptions());
}
