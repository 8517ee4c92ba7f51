import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client';
import type { OrderResource } from './get-recent-orders';

/** `GET /api/orders?filter[mine]&sort=-modified&include=albums_ordered` (spec 1 §7): all of them. */
export async function getMyOrders(signal?: AbortSignal): Promise<OrderResource[]> {
  const document = await apiFetch<{ data: OrderResource[] }>(
    '/orders?filter[mine]&sort=-modified&include=albums_ordered',
    signal ? { signal } : {},
  );
  return Array.isArray(document.data) ? document.data : [];
}

export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: ['orders', 'mine'],
    queryFn: ({ signal }) => getMyOrders(signal),
  });
}
