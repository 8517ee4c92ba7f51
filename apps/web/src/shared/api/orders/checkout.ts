import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CheckoutRequest } from '@vinyl/domain';
import { isApiError } from '../api-error';
import { apiFetch } from '../client';
import type { JsonApiErrorObject } from '../json-api';

/** 'checkout' pays 1–9 copies online, 'submit' sends 10–30 to be priced by the plant (spec 1 §1). */
export type PlaceOrderMode = 'checkout' | 'submit';

/** What `POST /api/checkout` and `/api/submit-order` answer (spec 1 §7: data.invoice_url, data.id). */
export interface CheckoutAnswer {
  id: string | null;
  invoice_url: string | null;
}

/**
 * The order was refused with reasons the customer can read (spec 1 §8 "Checkout response
 * with errors": they are shown in an alert, then the call fails with "Checkout error").
 */
export class CheckoutRefusedError extends Error {
  readonly reasons: string[];

  constructor(reasons: string[]) {
    super('Checkout error');
    this.name = 'CheckoutRefusedError';
    this.reasons = reasons;
  }
}

export function isCheckoutRefused(error: unknown): error is CheckoutRefusedError {
  return error instanceof CheckoutRefusedError;
}

const PATHS: Record<PlaceOrderMode, string> = {
  checkout: '/checkout',
  submit: '/submit-order',
};

function reasonsOf(errors: readonly JsonApiErrorObject[]): string[] {
  return errors.flatMap((error) => {
    const title = error.title ?? error.code ?? '';
    const details = (error.detail ?? '').split('; ').filter((part) => part && part !== title);
    return [title, ...details].filter(Boolean);
  });
}

interface AnswerDocument {
  data?: { id?: string | null; invoice_url?: string | null };
  errors?: JsonApiErrorObject[];
}

/**
 * Places an order. An answer carrying `errors` (whatever its status) and a 4xx refusal
 * become a `CheckoutRefusedError` with the reasons; other failures stay `ApiError`s.
 */
export async function placeOrder(
  mode: PlaceOrderMode,
  request: CheckoutRequest,
): Promise<CheckoutAnswer> {
  let document: AnswerDocument | undefined;
  try {
    document = await apiFetch<AnswerDocument>(PATHS[mode], { method: 'POST', body: request });
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 403) {
      throw new CheckoutRefusedError(
        reasonsOf([{ title: error.title, ...(error.detail && { detail: error.detail }) }]),
      );
    }
    throw error;
  }
  if (Array.isArray(document?.errors) && document.errors.length > 0) {
    throw new CheckoutRefusedError(reasonsOf(document.errors));
  }
  return {
    id: document?.data?.id ?? null,
    invoice_url: document?.data?.invoice_url ?? null,
  };
}

export interface PlaceOrderVariables {
  mode: PlaceOrderMode;
  request: CheckoutRequest;
}

export function placeOrderMutationOptions() {
  return mutationOptions({
    mutationKey: ['orders', 'place'],
    mutationFn: ({ mode, request }: PlaceOrderVariables) => placeOrder(mode, request),
  });
}

export function usePlaceOrderMutation() {
  return useMutation(placeOrderMutationOptions());
}
