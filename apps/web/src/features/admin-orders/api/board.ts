import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';

/** One row of the orders board (`GET /api/admin/orders/board`). */
export interface OrderRow {
  id: string;
  attributes: {
    order_number: string;
    order_status: string;
    customer: { id: string | null; email: string; name: string };
    album_titles: string[];
    copies: number;
    total: number;
    paid: boolean;
    created_at: string;
    age_days: number;
    expected_ship_date: string | null;
  };
}

export type BoardSort = 'created' | '-created' | 'total' | '-total' | 'status' | '-status';

export interface BoardQuery {
  status: string | null;
  q: string;
  sort: BoardSort;
  page: number;
  size: number;
}

interface BoardAnswer {
  data: OrderRow[];
  meta: { total: number; page: number; size: number };
}

export function getBoard(query: BoardQuery, signal?: AbortSignal): Promise<BoardAnswer> {
  return apiFetch<BoardAnswer>('/admin/orders/board', {
    query: {
      ...(query.status && { 'filter[status]': query.status }),
      ...(query.q.trim() && { q: query.q.trim() }),
      sort: query.sort,
      'page[number]': query.page,
      'page[size]': query.size,
    },
    ...(signal && { signal }),
  });
}

/** The board's page, paged, filtered and sorted on the server; the last page stays shown while the next loads. */
export function useBoard(query: BoardQuery) {
  return useQuery({
    queryKey: ['admin', 'board', query],
    queryFn: ({ signal }) => getBoard(query, signal),
    placeholderData: keepPreviousData,
  });
}
