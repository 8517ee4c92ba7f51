import {
  moveNeeds,
  NOTE_FISCAL_CODE,
  NOTE_INVOICE,
  orderExpectedShipDate,
  plantMoves,
  type NoteAttribute,
} from '@vinyl/domain';
import { orderResource, type OrderService } from '../orders';
import type { UsersService } from '../users';
import { detailAlbum, type DetailAlbumDeps } from './detail-albums';

type OrderRead = Awaited<ReturnType<OrderService['getAny']>>;
type OrderEvent = Awaited<ReturnType<OrderService['production']['history']>>[number];

export interface DetailDeps extends DetailAlbumDeps {
  orders: Pick<OrderService, 'getAny' | 'production'>;
  users: Pick<UsersService, 'findById'>;
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function notesOf(row: OrderRead['row']): NoteAttribute[] {
  const parsed: unknown = (() => {
    try {
      return JSON.parse(row.note_attributes);
    } catch {
      return [];
    }
  })();
  return Array.isArray(parsed) ? (parsed as NoteAttribute[]) : [];
}

/**
 * The order's money as lines that add up to its total: each album at the unit price the
 * catalogue gave it, the plant's own price when it set one (the difference, as a line),
 * a quote's discount, and the shipping.
 */
function priceLines(
  { row, lines }: OrderRead,
  attributes: ReturnType<typeof orderResource>['attributes'],
) {
  const albums = lines.map((line) => ({
    name: line.title,
    quantity: Number(line.quantity),
    unit_price: Number(line.unit_price),
    total: Number(line.unit_price) * Number(line.quantity),
  }));
  const catalogueTotal = albums.reduce((sum, line) => sum + line.total, 0);
  const adjustment = attributes.items_price - catalogueTotal;
  const one = (name: string, total: number) => ({ name, quantity: 1, unit_price: total, total });
  const discount = attributes.discount;
  return [
    ...albums,
    ...(adjustment !== 0 ? [one('Price set by the plant', adjustment)] : []),
    ...(discount ? [one(`Discount: ${discount.reason}`, -discount.amount)] : []),
    one(
      row.shipping_zone ? `Shipping (${row.shipping_zone})` : 'Shipping',
      attributes.shipping_cost,
    ),
  ];
}

/** Who made each change: the admin's id and e-mail, read once per admin. */
async function historyOf(deps: DetailDeps, events: readonly OrderEvent[]) {
  const emails = new Map<string, string | null>();
  for (const id of new Set(events.flatMap((event) => event.actor_user_id ?? []))) {
    emails.set(id, (await deps.users.findById(id))?.email ?? null);
  }
  return events.map((event) => ({
    from: event.from_status,
    to: event.to_status,
    at: event.created_at,
    actor: event.actor_user_id
      ? { id: event.actor_user_id, email: emails.get(event.actor_user_id) ?? null }
      : null,
    data: parseObject(event.data),
  }));
}

/**
 * `GET /api/admin/orders/{id}/detail` (issue 17 "One order"): everything the plant needs
 * to run the order, read through the orders, albums, summary and files services.
 */
export async function orderDetail(deps: DetailDeps, orderId: string) {
  const read = await deps.orders.getAny(orderId);
  const { row, lines } = read;
  const { attributes } = orderResource(row, lines, { customer: true });
  const events = await deps.orders.production.history(row.id);
  const processingDays = await deps.orders.production.processingDays();
  const albums = [];
  for (const line of lines) albums.push(await detailAlbum(deps, row.user_id, line));
  const reopened = albums.find((album) => album.artwork_reopened !== null);
  const notes = notesOf(row);
  const customerNotes = notes.filter(
    (note) => ![NOTE_INVOICE, NOTE_FISCAL_CODE].includes(note.name),
  );
  const customer = attributes.customer;
  return {
    data: {
      type: 'order_details' as const,
      id: row.id,
      attributes: {
        order_number: row.id,
        order_status: row.order_status,
        created_at: row.created_at,
        paid_at: row.paid_at,
        expected_ship_date: orderExpectedShipDate(
          { status: row.order_status, paidAt: row.paid_at },
          processingDays,
        ),
        price: attributes.price,
        shipping_cost: attributes.shipping_cost,
        items_price: attributes.items_price,
        vat_included: attributes.vat_included ?? null,
        vat_rate: attributes.vat_rate ?? null,
        invoice_url: attributes.invoice_url,
        buyer: {
          email: row.customer_email,
          name: row.shipping_name ?? row.billing_name,
          phone: row.customer_phone,
          user_id: row.user_id,
        },
        shipping_address: customer ? { ...customer.shipping, zone: row.shipping_zone } : null,
        billing: customer?.billing ?? null,
        fiscal_code: notes.find((note) => note.name === NOTE_FISCAL_CODE)?.value ?? null,
        notes: {
          customer:
            customerNotes.length > 0
              ? customerNotes.map((n) => `${n.name}: ${n.value}`).join('\n')
              : null,
          plant: row.plant_note,
        },
        price_lines: priceLines(read, attributes),
        albums: albums.map(({ artwork_reopened: _reopened, ...album }) => album),
        history: await historyOf(deps, events),
        moves: plantMoves(row.order_status, { paid: row.paid_at !== null }).map((to) => ({
          to,
          needs: moveNeeds(to),
        })),
        tracking: deps.orders.production.tracking(events),
        artwork_reopened:
          reopened?.artwork_reopened && reopened.id
            ? { album_id: reopened.id, ...reopened.artwork_reopened }
            : null,
      },
    },
  };
}
