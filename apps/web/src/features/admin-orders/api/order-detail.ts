import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import type { AnalysisWarning, AudioAnalysis } from '../../../shared/audio-analysis';

export type MoveNeed = 'carrier' | 'tracking_number' | 'message' | 'part' | 'reason';

export interface DetailFile {
  kind: string;
  type: string;
  file_name: string;
  source: string;
  checks: unknown;
  thumbnail_url: string | null;
  download_url: string;
}

export interface DetailAlbum {
  id: string;
  title: string;
  author: string | null;
  copies: number;
  format: string | null;
  speed: string | null;
  parts: { name: string; color: string; choices: Record<string, unknown> }[];
  sides: {
    name: string;
    duration: number;
    tracks: {
      position: number;
      title: string;
      duration: number;
      audio: {
        codec: string | null;
        sample_rate: number | null;
        bits_per_sample: number | null;
        channels: number | null;
        lossless: boolean;
      } | null;
      /** The sound check (issue 19); absent from servers before it. */
      analysis?: Pick<AudioAnalysis, 'status' | 'error' | 'measurements' | 'warnings'> | null;
    }[];
    /** The side's sound advice (issue 19). */
    audio_warnings?: AnalysisWarning[];
  }[];
  files: DetailFile[];
}

/** Everything the plant knows of an order (`GET /api/admin/orders/{id}/detail`). */
export interface OrderDetail {
  order_number: string;
  order_status: string;
  created_at: string;
  paid_at: string | null;
  expected_ship_date: string | null;
  price: number | null;
  shipping_cost: number | null;
  items_price: number | null;
  buyer: { email: string | null; name: string | null; phone: string | null };
  shipping_address: Record<string, unknown> | null;
  billing: Record<string, unknown> | null;
  fiscal_code: string | null;
  notes: { customer: string | null; plant: string | null };
  price_lines: { name: string; quantity: number; unit_price: number; total: number }[];
  albums: DetailAlbum[];
  history: {
    from: string | null;
    to: string;
    at: string;
    actor: { id: string; email: string } | null;
    data: Record<string, unknown>;
  }[];
  moves: { to: string; needs: MoveNeed[] }[];
  tracking: { carrier: string; number: string } | null;
  artwork_reopened: { album_id: string; kind: string; type: string; message: string } | null;
}

interface DetailAnswer {
  data: { type: 'order_details'; id: string; attributes: OrderDetail };
}

const detailKey = (id: string) => ['admin', 'order', id] as const;

export function useOrderDetail(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) =>
      apiFetch<DetailAnswer>(`/admin/orders/${encodeURIComponent(id)}/detail`, { signal }),
  });
}

export interface MoveInput {
  to: string;
  carrier?: string;
  tracking_number?: string;
  message?: string;
  part?: { album_id: string; kind: string; type: string };
  reason?: string;
}

/** A production step: the server checks it is allowed, records it and mails the customer. */
export function useMoveOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: MoveInput) =>
      apiFetch<DetailAnswer>(`/admin/orders/${encodeURIComponent(id)}/moves`, {
        method: 'POST',
        body: { data: { type: 'order_moves', attributes: move } },
      }),
    onSuccess: (answer) => {
      client.setQueryData(detailKey(id), answer);
      void client.invalidateQueries({ queryKey: ['admin', 'board'] });
    },
  });
}

export interface QuoteInput {
  price: number;
  discount?: { amount: number; reason: string };
  message?: string;
}

/** Prices (or revises) a quote: the customer gets the mail with the payment link. */
export function useSendQuote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quote: QuoteInput) =>
      apiFetch<unknown>(`/admin/orders/${encodeURIComponent(id)}/price`, {
        method: 'POST',
        body: quote,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The production pack: a zip the server streams (a plain link: the browser downloads it). */
export const packUrl = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}/pack`;
