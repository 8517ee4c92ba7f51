// One made-up order of scripts/seed-orders.ts: its albums (ordered), its lines and the order,
// with a status and dates that fit its age (see statusFor) and a buyer from the customer.
import { ORDER_STATUSES } from '@vinyl/domain';
import type { Insertable } from 'kysely';
import type { AlbumsTable, OrderAlbumsTable, OrdersTable } from '../apps/server/src/db/schema';
import {
  albumTitle,
  contactOf,
  daysAgo,
  statusFor,
  type Random,
  type SeedCustomer,
} from './seed-orders-data';

const DAY = 86_400_000;

export function makeOrder(
  random: Random,
  customer: SeedCustomer,
  index: number,
  now: Date,
  days: number,
) {
  const age = random.next() * days;
  const created = daysAgo(now, age);
  const quote = random.next() < 0.2;
  const status = statusFor(random, age, quote, ORDER_STATUSES);
  const count = random.next() < 0.75 ? 1 : random.next() < 0.8 ? 2 : 3;
  const orderId = random.uuid();
  const iso = created.toISOString();
  const albums: Insertable<AlbumsTable>[] = [];
  const lines: Insertable<OrderAlbumsTable>[] = [];
  for (let n = 0; n < count; n += 1) {
    const quantity = quote ? random.int(10, 30) : random.int(1, 9);
    const title = albumTitle(random);
    const album = { id: random.uuid(), user_id: customer.id, album_status: 'ordered' as const };
    albums.push({
      ...album,
      title,
      author: `${customer.surname ?? 'Band'} ${n + 1}`,
      quantity,
      album_format: random.pick(['7"', '10"', '12"']),
      album_rpm: random.pick(['33', '45']),
      album_progress: 'summary',
      status: 'draft',
      extra: '{}',
      created_at: iso,
      modified_at: iso,
    });
    lines.push({
      order_id: orderId,
      album_id: album.id,
      title,
      quantity,
      unit_price: random.int(900, 2500),
      created_at: iso,
    });
  }
  const quantity = lines.reduce((sum, line) => sum + Number(line.quantity), 0);
  const items = lines.reduce(
    (sum, line) => sum + Number(line.quantity) * Number(line.unit_price),
    0,
  );
  const shipping = 1500;
  const priced = quote && status !== 'standby' ? new Date(created.getTime() + 2 * DAY) : null;
  const paid =
    !['standby', 'pending'].includes(status) && !(status === 'cancelled' && random.next() < 0.5);
  const name = customer.name ? `${customer.name} ${customer.surname}` : `Guest ${index}`;
  const order: Insertable<OrdersTable> = {
    id: orderId,
    user_id: customer.id,
    title: count > 1 ? `${lines[0]?.title} (${count} albums)` : String(lines[0]?.title),
    order_status: status,
    price: items + shipping,
    quantity,
    invoice_url: null,
    note_attributes: '[]',
    provider: 'test',
    provider_ref: `test_${orderId}`,
    paid_at: paid ? new Date(created.getTime() + 3 * DAY).toISOString() : null,
    created_at: iso,
    modified_at: iso,
    locale: random.pick(['it', 'en']),
    customer_email: contactOf(customer, index),
    shipping_name: name,
    shipping_address: `Via Roma ${random.int(1, 200)}`,
    shipping_city: 'Bologna',
    shipping_postal_code: '40121',
    shipping_country: 'IT',
    shipping_zone: 'italy',
    billing_name: name,
    items_price: items,
    shipping_cost: shipping,
    vat_included: 1,
    vat_rate: 22,
    priced_at: priced?.toISOString() ?? null,
    quote_expires_at: priced ? new Date(priced.getTime() + 14 * DAY).toISOString() : null,
  };
  return { order, albums, lines };
}
