import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import { buildOrderCustomer } from './factories';
import type { TestClient } from './support/test-app';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The zip's entries by name (fflate, already the template kit's zip library). */
export function unzip(bytes: Buffer): Map<string, Buffer> {
  const files = unzipSync(new Uint8Array(bytes));
  return new Map(Object.entries(files).map(([name, data]) => [name, Buffer.from(data)]));
}

/**
 * Checks the albums out (1–9 copies each, paid online) and pays through the test provider's
 * hosted page, as a buyer does: the order ends paid. Answers its id.
 */
export async function placePaidOrder(
  client: TestClient,
  albums: { id: string; quantity: number }[],
): Promise<string> {
  const placed = await client.post('/api/checkout?locale=en', {
    products: albums.map((album) => ({
      variant_id: 1,
      quantity: album.quantity,
      album_id: album.id,
    })),
    note_attributes: [],
    customer: buildOrderCustomer(),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json<{ data: { id: string } }>().data.id;
  const page = await client.get(`/ext/pay/test/${orderId}`);
  const token = /name="token" value="([0-9a-f]+)"/.exec(page.body)?.[1] ?? '';
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const paid = await client.post(`/ext/pay/test/${orderId}/pay`, `token=${token}`, form);
  expect(paid.statusCode, paid.body).toBe(303);
  const order = await client.get(`/api/orders/${orderId}`);
  expect(
    order.json<{ data: { attributes: { order_status: string } } }>().data.attributes,
  ).toMatchObject({ order_status: 'paid' });
  return orderId;
}

/** Renames a track on its side, as the tracks step does (decision 015). */
export async function renameTrack(
  client: TestClient,
  vinylId: string,
  audioId: string,
  title: string,
) {
  const response = await client.request('PATCH', `/api/vinyls/${vinylId}/tracks/${audioId}`, {
    data: { type: 'audio', id: audioId, attributes: { title } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

interface SideTrack {
  id: string;
  meta: { file_metadata: { sha256: string } };
}

/** The owner's tracks of one side, in order, with the stored files' SHA-256. */
export async function sideTracks(client: TestClient, vinylId: string, side: 'a' | 'b') {
  const response = await client.get(`/api/vinyls/${vinylId}/side_${side}_tracks`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SideTrack[] }>().data;
}
