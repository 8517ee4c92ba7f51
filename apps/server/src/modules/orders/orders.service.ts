import { randomUUID } from 'node:crypto';
import {
  buildCheckoutLines,
  checkFiscalCode,
  findMissingPrintItems,
  findOrderBlockers,
  FormatSchema,
  orderMode,
  priceAlbum as priceAlbumOnce,
  shippingCost,
  summariseTracks,
  vatRules,
  buildNoteAttributes,
  type CheckoutRequest,
  type DiscTracks,
  type FileKind,
  type NoteAttribute,
  type OrderMode,
  type OrderStatus,
} from '@vinyl/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AlbumsTable, Database } from '../../db/schema';
import { ConflictError, NotFoundError, UnprocessableError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { readAlbumOptions } from '../albums/albums.view';
import { requireSideLimit } from '../audio/side-limit';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { OrderMails } from './order-mails';
import { canMoveOrder, INITIAL_ORDER_STATUS } from './order-status';
import type { OrderAlbumRow, OrderRow, OrdersRepository } from './orders.repository';
import type { PaymentLinks } from './payment-links';
import type { PaymentEvent, PaymentProvider } from './payments';

interface Deps {
  db: Kysely<Database>;
  orders: OrdersRepository;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  provider: PaymentProvider;
  clock: Clock;
  publicOrigin: string;
  mails: Pick<OrderMails, 'placed' | 'paid' | 'priced'>;
  discTracks: (albumId: string, discCount: number) => Promise<DiscTracks[]>;
  /** The signed payment link of an order (decision 012). */
  links: Pick<PaymentLinks, 'url'>;
}

/** One album of an order as the server priced it. */
interface PricedAlbum {
  albumId: string;
  title: string;
  quantity: number;
  unitPrice: number;
  /** The album's status before this order took it (restored if the payment cannot start). */
  status: AlbumsTable['album_status'];
}

const BLOCKER_MESSAGES = {
  minutes_exceeded: 'The minutes of a side are exceeded',
  no_tracks: 'The album has no tracks',
  missing_print_items: 'Some print elements are missing',
} as const;

const MAX_NOTE_ATTRIBUTES = 10;

/**
 * The buyer's notes, bounded; a fiscal code among them must be a valid one (spec 1 §5).
 * What is stored is rebuilt: invoice requested as the billing says, and the fiscal code when
 * the buyer gave one (an Italian resident); other notes are not kept.
 */
function orderNotes(notes: readonly NoteAttribute[], invoice: boolean): NoteAttribute[] {
  const checked = checkNotes(notes);
  const fiscalCode = checked.find((note) => /fiscal/i.test(note.name))?.value;
  return buildNoteAttributes({
    invoice,
    italianResident: fiscalCode !== undefined,
    ...(fiscalCode !== undefined && { fiscalCode }),
  });
}

function checkNotes(notes: readonly NoteAttribute[]): NoteAttribute[] {
  if (notes.length > MAX_NOTE_ATTRIBUTES) {
    throw new UnprocessableError('too_many_notes', 'Too many note attributes');
  }
  return notes.map(({ name, value }) => {
    if (name.length > 100 || value.length > 500) {
      throw new UnprocessableError('note_too_long', 'A note attribute is too long', name);
    }
    if (/fiscal/i.test(name) && checkFiscalCode(value) !== 'valid') {
      throw new UnprocessableError('invalid_fiscal_code', 'Invalid fiscal code');
    }
    return { name, value: /fiscal/i.test(name) ? value.trim().toUpperCase() : value };
  });
}

/** The albums of a request and their copies, from the lines that name an album. */
function requestedAlbums(request: CheckoutRequest): Map<string, number> {
  const albums = new Map<string, number>();
  for (const line of request.products) {
    if (line.album_id === undefined) continue;
    if (albums.has(line.album_id)) {
      throw new UnprocessableError('duplicate_album', 'An album is listed twice', line.album_id);
    }
    albums.set(line.album_id, line.quantity);
  }
  if (albums.size === 0) throw new UnprocessableError('no_album', 'The order names no album');
  return albums;
}

function orderTitle(albums: readonly PricedAlbum[]): string {
  const first = albums[0]?.title ?? 'Album';
  return albums.length > 1 ? `${first} (${albums.length} albums)` : first;
}

/**
 * Checkout (1–9 copies, online payment) and submit order (10–30, priced later by the
 * plant), spec 1 §4, §5, §7. The client's lines only say which albums and how many copies:
 * every line and price is rebuilt here from the album's stored options and the catalogue.
 */
export function createOrderService({
  db,
  orders,
  catalogue,
  provider,
  clock,
  publicOrigin,
  mails,
  discTracks,
  links,
}: Deps) {
  /**
   * An order as its owner and the plant see it: a pending order's invoice_url is its payment
   * link, with a fresh token, which works without a session and outlives a gateway's
   * session (decision 012); the gateway's own page is kept in the row.
   */
  function present(row: OrderRow): OrderRow {
    if (row.order_status !== 'pending' || !row.provider) return row;
    return { ...row, invoice_url: links.url(row.id) };
  }

  async function priceAlbum(
    userId: string,
    albumId: string,
    quantity: number,
    mode: OrderMode,
  ): Promise<PricedAlbum> {
    const album = await db
      .selectFrom('albums')
      .selectAll()
      .where('id', '=', albumId)
      .executeTakeFirst();
    if (!album || album.user_id !== userId) throw new NotFoundError('Album not found');
    if (album.album_status === 'ordered') {
      throw new ConflictError('album_ordered', 'The album is already in ordered state');
    }
    if (orderMode(quantity) !== mode) {
      throw new UnprocessableError(
        'invalid_quantity',
        mode === 'checkout'
          ? 'Online payment is for 1 to 9 copies'
          : 'An order to submit is for 10 to 30 copies',
        String(quantity),
      );
    }
    const catalog = await catalogue.requireCatalog();
    const options = readAlbumOptions(album);
    const format = FormatSchema.safeParse(album.album_format);
    if (!options?.vinyl || !format.success) {
      throw new UnprocessableError('options_missing', 'The disc options are not chosen');
    }
    // Sides and seconds per disc choose the vinyl's price band: they come from the tracks
    // stored here, never from the options the client saved.
    const vinylsQuantity = options.vinyl.vinylsQuantity ?? 1;
    const discs = await discTracks(albumId, vinylsQuantity);
    const limit = requireSideLimit(catalog, album);
    // One price for the album everywhere (decision 015): the summary showed this one.
    const checked = priceAlbumOnce(catalog, {
      options,
      format: format.data,
      quantity,
      discs,
      vinylsQuantity,
    });
    if (!checked.ok) throw new UnprocessableError(checked.code, checked.message, checked.detail);
    const priced = checked.options;
    const { duration = 0, exceeded } = summariseTracks(discs, limit);

    const slots = await orders.albumFileSlots(albumId);
    const files: Partial<Record<FileKind, string[]>> = {};
    for (const slot of slots) (files[slot.kind as FileKind] ??= []).push(slot.type);
    const blockers = findOrderBlockers({
      duration,
      exceeded,
      missingPrintItems: findMissingPrintItems(priced, files),
    });
    const [blocker] = blockers;
    if (blocker) {
      throw new UnprocessableError(
        blocker,
        BLOCKER_MESSAGES[blocker],
        blockers.map((code) => BLOCKER_MESSAGES[code]).join('; '),
      );
    }
    if (buildCheckoutLines(priced, quantity, albumId).length === 0) {
      throw new UnprocessableError('options_missing', 'The disc options are not chosen');
    }
    return {
      albumId,
      title: album.title?.trim() || 'Untitled',
      quantity,
      unitPrice: checked.unit,
      status: album.album_status,
    };
  }

  async function place(
    userId: string,
    request: CheckoutRequest,
    mode: 'checkout' | 'submit',
    locale: Locale,
  ) {
    const { customer } = request;
    const notes = orderNotes(request.note_attributes, customer.billing.invoice);
    const priced: PricedAlbum[] = [];
    for (const [albumId, quantity] of requestedAlbums(request)) {
      priced.push(await priceAlbum(userId, albumId, quantity, mode));
    }
    const catalog = await catalogue.requireCatalog();
    const id = randomUUID();
    const now = clock.now().toISOString();
    const itemsPrice = priced.reduce((sum, album) => sum + album.unitPrice * album.quantity, 0);
    const quantity = priced.reduce((sum, album) => sum + album.quantity, 0);
    // A standby order stores its shipping too: the plant confirms the final total later.
    const shipping = shippingCost(catalog, customer.shipping.country, quantity);
    const vat = vatRules(catalog);
    const price = itemsPrice + shipping.cost;
    const title = orderTitle(priced);
    const { shipping: address, billing } = customer;
    const submitted = await db.transaction().execute(async (trx) => {
      // The album is taken first and only if nobody has: of concurrent checkouts of one
      // album exactly one gets past this line (the row lock on PostgreSQL, the single
      // writer on SQLite); the unique album_id of order_albums backs it up.
      for (const album of priced) {
        if (!(await orders.markAlbumOrdered(album.albumId, now, trx))) {
          throw new ConflictError('album_ordered', 'The album is already in ordered state');
        }
      }
      await orders.insert(
        {
          id,
          user_id: userId,
          title,
          order_status: INITIAL_ORDER_STATUS[mode],
          price,
          quantity,
          invoice_url: null,
          note_attributes: JSON.stringify(notes),
          provider: null,
          provider_ref: null,
          paid_at: null,
          created_at: now,
          modified_at: now,
          locale,
          customer_email: customer.email,
          customer_phone: customer.phone ?? null,
          shipping_name: address.name,
          shipping_address: address.address,
          shipping_address2: address.address2 ?? null,
          shipping_city: address.city,
          shipping_postal_code: address.postal_code,
          shipping_province: address.province ?? null,
          shipping_country: address.country,
          shipping_zone: shipping.zone,
          billing_name: billing.name,
          billing_invoice: billing.invoice ? 1 : 0,
          billing_vat_number: billing.vat_number ?? null,
          billing_sdi_code: billing.sdi_code ?? null,
          items_price: itemsPrice,
          shipping_cost: shipping.cost,
          vat_included: vat.included ? 1 : 0,
          vat_rate: vat.rate,
        },
        priced.map((album) => ({
          order_id: id,
          album_id: album.albumId,
          title: album.title,
          quantity: album.quantity,
          unit_price: album.unitPrice,
          created_at: now,
        })),
        trx,
      );
      if (mode === 'checkout') return null;
      // A submitted order is priced by the plant later: its page is where it is followed.
      const invoiceUrl = `${publicOrigin}/orders?order=${encodeURIComponent(id)}`;
      await orders.setPayment(
        id,
        { invoice_url: invoiceUrl, provider: null, provider_ref: null },
        trx,
      );
      return { id, invoice_url: invoiceUrl };
    });
    // The payment is made once the order is committed: a gateway's answer can take seconds
    // and must not hold a database transaction (on SQLite, every other writer) open. If the
    // gateway refuses, the order is taken back whole and its albums can be ordered again.
    const answer = submitted ?? (await startPayment(id, price, title, priced));
    // Mails leave once the order is committed, and never undo it.
    mails.placed(id);
    return answer;
  }

  async function startPayment(
    id: string,
    price: number,
    title: string,
    albums: readonly PricedAlbum[],
  ) {
    let payment: Awaited<ReturnType<PaymentProvider['createPayment']>>;
    try {
      payment = await provider.createPayment({ orderId: id, amount: price, title });
    } catch (error) {
      await orders.discard(
        id,
        albums.map((album) => ({ albumId: album.albumId, status: album.status })),
      );
      throw error;
    }
    await orders.setPayment(id, {
      invoice_url: payment.invoiceUrl,
      provider: provider.name,
      provider_ref: payment.providerRef,
    });
    return { id, invoice_url: payment.invoiceUrl };
  }

  async function requireOwnedOrder(userId: string, id: string): Promise<OrderRow> {
    const order = await orders.find(id);
    if (!order || order.user_id !== userId) throw new NotFoundError('Order not found');
    return order;
  }

  /**
   * A verified payment event: the order must exist, be this provider's and the amount must
   * be its total; then pending → paid, once. A replay or a concurrent duplicate finds the
   * order paid already and changes nothing.
   */
  async function confirmPayment(providerName: string, event: PaymentEvent) {
    const order = await orders.find(event.orderId);
    if (!order || order.provider !== providerName) {
      throw new UnprocessableError('unknown_order', 'No order of this provider has this id');
    }
    if (event.currency !== 'eur' || event.amount !== order.price) {
      throw new UnprocessableError('amount_mismatch', 'The amount paid is not the order total');
    }
    if (order.order_status === 'paid') return { changed: false };
    if (!canMoveOrder(order.order_status, 'paid')) {
      throw new ConflictError('invalid_transition', `A ${order.order_status} order cannot be paid`);
    }
    const now = clock.now().toISOString();
    const changed = await orders.move(order.id, order.order_status, {
      order_status: 'paid',
      paid_at: now,
      modified_at: now,
    });
    // Only the call that made the change sends the receipt: a replay or a concurrent
    // duplicate finds nothing to move and mails nothing.
    if (changed) mails.paid(order.id);
    return { changed };
  }

  /** The plant's view (admin): every customer's orders, newest first, optionally one status. */
  async function listAll(filter: { status?: OrderStatus }, page: { size: number; number: number }) {
    const { rows, total } = await orders.listAll(filter, page);
    const lines = await orders.listAlbums(rows.map((row) => row.id));
    return { rows: rows.map(present), lines, total };
  }

  async function getAny(id: string) {
    const row = await orders.find(id);
    if (!row) throw new NotFoundError('Order not found');
    return { row: present(row), lines: await orders.listAlbums([row.id]) };
  }

  /**
   * The payment link was followed: where the buyer pays now. A pending order of this
   * provider gets the gateway's page (a fresh one when the old one expired, saved); any
   * other order answers its state, for the link's page to tell.
   */
  async function openPayment(
    id: string,
  ): Promise<{ url: string } | { state: OrderStatus | 'processing' | 'unavailable' }> {
    const order = await orders.find(id);
    if (!order) throw new NotFoundError('Order not found');
    if (order.order_status !== 'pending') return { state: order.order_status };
    if (order.provider !== provider.name) return { state: 'unavailable' };
    const request = { orderId: order.id, amount: Number(order.price), title: order.title };
    const opened = await provider.openPayment(request, order.provider_ref);
    if ('complete' in opened) return { state: 'processing' };
    if (opened.providerRef !== order.provider_ref) {
      await orders.setPayment(order.id, {
        invoice_url: opened.url,
        provider: provider.name,
        provider_ref: opened.providerRef,
      });
    }
    return { url: opened.url };
  }

  /**
   * The plant prices a standby order (admin): its final total in cents (shipping included,
   * the stored shipping unless given), standby → pending through `canMoveOrder`, a payment
   * with the provider so invoice_url becomes a real payment page, and the link mailed to
   * the buyer. Any other status is a 409; of two concurrent pricings one wins.
   */
  async function priceStandby(
    id: string,
    input: { price: number; shippingCost?: number | undefined; note?: string | undefined },
  ) {
    const order = await orders.find(id);
    if (!order) throw new NotFoundError('Order not found');
    if (!canMoveOrder(order.order_status, 'pending')) {
      throw new ConflictError(
        'invalid_transition',
        `A ${order.order_status} order cannot be priced: only a standby order can`,
      );
    }
    const shipping = input.shippingCost ?? Number(order.shipping_cost);
    if (input.price < shipping) {
      throw new UnprocessableError(
        'price_below_shipping',
        'The total cannot be less than the shipping cost',
        `${input.price} < ${shipping}`,
      );
    }
    const payment = await provider.createPayment({
      orderId: order.id,
      amount: input.price,
      title: order.title,
    });
    const now = clock.now().toISOString();
    const changed = await orders.move(order.id, 'standby', {
      order_status: 'pending',
      price: input.price,
      items_price: input.price - shipping,
      shipping_cost: shipping,
      invoice_url: payment.invoiceUrl,
      provider: provider.name,
      provider_ref: payment.providerRef,
      plant_note: input.note?.trim() || null,
      priced_at: now,
      modified_at: now,
    });
    if (!changed) {
      throw new ConflictError('invalid_transition', 'The order was priced in the meantime');
    }
    mails.priced(order.id);
    return getAny(order.id);
  }

  async function listMine(userId: string, descending: boolean) {
    const rows = await orders.listByUser(userId, descending ? 'desc' : 'asc');
    const lines = await orders.listAlbums(rows.map((row) => row.id));
    return { rows: rows.map(present), lines };
  }

  async function getMine(userId: string, id: string) {
    const row = await requireOwnedOrder(userId, id);
    const lines = await orders.listAlbums([row.id]);
    return { row: present(row), lines };
  }

  return {
    checkout: (userId: string, request: CheckoutRequest, locale: Locale) =>
      place(userId, request, 'checkout', locale),
    submit: (userId: string, request: CheckoutRequest, locale: Locale) =>
      place(userId, request, 'submit', locale),
    confirmPayment,
    requireOwnedOrder,
    openPayment,
    /** An order and its albums as ordered, for the payment pages; undefined if none. */
    async findWithAlbums(id: string) {
      const row = await orders.find(id);
      return row ? { row, lines: await orders.listAlbums([row.id]) } : undefined;
    },
    listAll,
    getAny,
    priceStandby,
    listMine,
    getMine,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
export type { OrderAlbumRow };
