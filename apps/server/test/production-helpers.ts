import { expect } from 'vitest';
import { buildOrderCustomer, createOrderableAlbum } from './factories';
import { readOutbox, signIn, type OutboxMail } from './support/accounts';
import { TestClient, type TestApp } from './support/test-app';

export const ADMIN = 'production-admin@press.example';
export const ADMIN_PASSWORD = 'vinyl plant secret';
export const ADMIN_ENV = {
  ADMIN_EMAIL: ADMIN,
  ADMIN_PASSWORD,
  PUBLIC_ORIGIN: 'https://shop.example',
};

export interface Detail {
  id: string;
  attributes: {
    order_number: string;
    order_status: string;
    created_at: string;
    paid_at: string | null;
    expected_ship_date: string | null;
    price: number;
    shipping_cost: number;
    items_price: number;
    buyer: { email: string; name: string; phone: string | null };
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
      actor: { id: string; email: string | null } | null;
      data: Record<string, unknown>;
    }[];
    moves: { to: string; needs: string[] }[];
    tracking: { carrier: string; number: string } | null;
    artwork_reopened: { album_id: string; kind: string; type: string; message: string } | null;
  };
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
    tracks: { position: number; title: string; duration: number }[];
  }[];
  files: {
    id: string;
    kind: string;
    type: string;
    file_name: string;
    source: string;
    checks: { problems: unknown[] } | null;
    thumbnail_url: string | null;
    download_url: string;
  }[];
}

export async function adminClient(t: TestApp): Promise<TestClient> {
  const client = new TestClient(t.app);
  await signIn(client, ADMIN, ADMIN_PASSWORD);
  return client;
}

export async function guestClient(t: TestApp): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.loginAsGuest();
  return client;
}

/** The move's JSON:API body. */
export const moveBody = (to: string, attributes: Record<string, unknown> = {}) => ({
  data: { type: 'order_moves', attributes: { to, ...attributes } },
});

/** Places an order of an album the client owns, in a language, paid through the test page. */
export async function placeOrder(
  client: TestClient,
  albumId: string,
  options: { locale: 'en' | 'it'; email: string; quantity: number; pay: boolean },
): Promise<string> {
  const url = options.quantity >= 10 ? '/api/submit-order' : '/api/checkout';
  const placed = await client.post(`${url}?locale=${options.locale}`, {
    products: [{ variant_id: 1, quantity: options.quantity, album_id: albumId }],
    note_attributes: [],
    customer: buildOrderCustomer({ email: options.email }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json<{ data: { id: string } }>().data.id;
  if (!options.pay) return orderId;
  const page = await client.get(`/ext/pay/test/${orderId}`);
  const token = /name="token" value="([0-9a-f]+)"/.exec(page.body)?.[1] ?? '';
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const paid = await client.post(`/ext/pay/test/${orderId}/pay`, `token=${token}`, form);
  expect(paid.statusCode, paid.body).toBe(303);
  return orderId;
}

/** A guest's order of a ready 7″ album (rows written directly), paid or not. */
export async function guestOrder(
  t: TestApp,
  options: { locale: 'en' | 'it'; email: string; quantity?: number; pay?: boolean },
) {
  const customer = await guestClient(t);
  const quantity = options.quantity ?? 2;
  const album = await createOrderableAlbum(t.database.handle.db, customer, quantity);
  const orderId = await placeOrder(customer, album.id, {
    ...options,
    quantity,
    pay: options.pay ?? true,
  });
  return { customer, albumId: album.id, orderId };
}

/** The newest mail to an address that matches, waiting for it to be written. */
export async function waitForMail(
  dataDir: string,
  match: (mail: OutboxMail) => boolean,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox(dataDir).filter(match).at(-1);
    if (mail) return mail;
    if (Date.now() > until) throw new Error('no such mail in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
