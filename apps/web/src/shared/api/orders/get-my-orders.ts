import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { withOrderedAlbums, type OrdersDocument, type OrderWithAlbums } from './get-recent-orders';

/** `GET /api/orders?filter[mine]&sort=-modified&include=albums_ordered` (spec 1 §7): all of them. */
export async function getMyOrders(signal?: AbortSignal): Promise<OrderWithAlbums[]> {
  const document = await apiFetch<OrdersDocument>(
    '/orders?filter[mine]&sort=-modified&include=albums_ordered',
    signal ? { signal } : {},
  );
  return withOrderedAlbums(Array.isArray(document.data) ? document.data : [], document.included);
}

export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: ['orders', 'mine'],
    queryFn: ({ signal }) => getMyOrders(signal),
  });
}
