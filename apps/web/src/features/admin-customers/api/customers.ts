import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';

export interface CustomerRow {
  id: string;
  attributes: {
    email: string | null;
    name: string | null;
    role: string;
    active: boolean;
    guest: boolean;
    created_at: string;
    albums_count: number;
    orders_count: number;
  };
}

export function useCustomers(q: string, page: number, size: number) {
  return useQuery({
    queryKey: ['admin', 'customers', q, page, size],
    queryFn: ({ signal }) =>
      apiFetch<{ data: CustomerRow[]; meta: { total: number } }>('/admin/customers', {
        query: { ...(q.trim() && { q: q.trim() }), 'page[number]': page, 'page[size]': size },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export interface CustomerDetail {
  data: CustomerRow;
  meta: {
    albums: { id: string; title: string | null; status: string; updated_at: string }[];
    orders: {
      id: string;
      order_number: string;
      order_status: string;
      total: number | null;
      created_at: string;
    }[];
  };
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: ['admin', 'customer', id],
    queryFn: ({ signal }) =>
      apiFetch<CustomerDetail>(`/admin/customers/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Sends the activation mail again (202); 409 when the account is already active. */
export function useResendActivation(id: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch<unknown>(`/admin/customers/${encodeURIComponent(id)}/resend-activation`, {
        method: 'POST',
      }),
  });
}
