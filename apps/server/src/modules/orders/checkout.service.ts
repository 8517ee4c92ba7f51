import { randomUUID } from 'node:crypto';
import {
  buildCheckoutLines,
  findMissingPrintItems,
  findOrderBlockers,
  FormatSchema,
  orderMode,
  priceAlbum as priceAlbumOnce,
  shippingCost,
  summariseTracks,
  vatRules,
  type Catalog,
  type CheckoutRequest,
  type DiscTracks,
  type FileKind,
  type OrderMode,
} from '@vinyl/domain';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { ConflictError, UnprocessableError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { readAlbumOptions, type AlbumService } from '../albums';
import { requireSideLimit } from '../audio';
import type { CatalogueService } from '../catalogue';
import type { FileService } from '../files';
import { orderTitle, requestedAlbums, type PricedAlbum } from './order-lines';
import type { OrderMails } from './order-mails';
import { orderNotes } from './order-notes';
import { INITIAL_ORDER_STATUS } from './order-status';
import type { OrdersRepository } from './orders.repository';
import type { PaymentProvider } from './payments';

export interface CheckoutDeps {
  orders: OrdersRepository;
  albums: Pick<AlbumService, 'requireOrderable' | 'takeForOrder' | 'giveBack'>;
  files: Pick<FileService, 'filledSlots'>;
  catalogue: Pick<CatalogueService, 'requireCurrent'>;
  provider: PaymentProvider;
  clock: Clock;
  publicOrigin: string;
  mails: Pick<OrderMails, 'placed' | 'dispatch' | 'discard'>;
  discTracks: (albumId: string, discCount: number) => Promise<DiscTracks[]>;
}

const BLOCKER_MESSAGES = {
  minutes_exceeded: 'The minutes of a side are exceeded',
  no_tracks: 'The album has no tracks',
  missing_print_items: 'Some print elements are missing',
} as const;

/**
 * Checkout (1–9 copies, online payment) and submit order (10–30, priced later by the
 * plant), spec 1 §4, §5, §7. The client's lines only say which albums and how many copies:
 * every line and price is rebuilt here from the album's stored options and the catalogue.
 */
export function createCheckoutService({
  orders,
  albums,
  files,
  catalogue,
  provider,
  clock,
  publicOrigin,
  mails,
  discTracks,
}: CheckoutDeps) {
  async function priceAlbum(
    catalog: Catalog,
    userId: string,
    albumId: string,
    quantity: number,
    mode: OrderMode,
  ): Promise<PricedAlbum> {
    const album = await albums.requireOrderable(userId, albumId);
    if (orderMode(quantity) !== mode) {
      throw new UnprocessableError(
        'invalid_quantity',
        mode === 'checkout'
          ? 'Online payment is for 1 to 9 copies'
          : 'An order to submit is for 10 to 30 copies',
        String(quantity),
      );
    }
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

    const slots = await files.filledSlots(albumId);
    const printFiles: Partial<Record<FileKind, string[]>> = {};
    for (const slot of slots) (printFiles[slot.kind as FileKind] ??= []).push(slot.type);
    const blockers = findOrderBlockers({
      duration,
      exceeded,
      missingPrintItems: findMissingPrintItems(priced, printFiles),
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
    // One catalogue version prices the whole order, and the order keeps its number (issue
    // 17): a catalogue published later never changes what this order costs.
    const { version: catalogueVersion, catalog } = await catalogue.requireCurrent();
    const priced: PricedAlbum[] = [];
    for (const [albumId, quantity] of requestedAlbums(request)) {
      priced.push(await priceAlbum(catalog, userId, albumId, quantity, mode));
    }
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
    let mailIds: string[] = [];
    const submitted = await orders.transaction(async (trx) => {
      // The album is taken first and only if nobody has: of concurrent checkouts of one
      // album exactly one gets past this line (the row lock on PostgreSQL, the single
      // writer on SQLite); the unique album_id of order_albums backs it up.
      for (const album of priced) {
        if (!(await albums.takeForOrder(album.albumId, now, trx))) {
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
          catalogue_version: catalogueVersion,
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
      // The mails are written (and rendered) with the order, once it is whole (issue 20): a
      // crash can delay them, not lose them.
      if (mode === 'checkout') {
        mailIds = await mails.placed(id, trx as Transaction<Database>);
        return null;
      }
      // A submitted order is priced by the plant later: its page is where it is followed.
      const invoiceUrl = `${publicOrigin}/orders?order=${encodeURIComponent(id)}`;
      await orders.setPayment(
        id,
        { invoice_url: invoiceUrl, provider: null, provider_ref: null },
        trx,
      );
      mailIds = await mails.placed(id, trx as Transaction<Database>);
      return { id, invoice_url: invoiceUrl };
    });
    // The payment is made once the order is committed: a gateway's answer can take seconds
    // and must not hold a database transaction (on SQLite, every other writer) open. If the
    // gateway refuses, the order is taken back whole and its albums can be ordered again.
    const answer = submitted ?? (await startPayment(id, price, title, priced, mailIds));
    // Mails leave once the order and its payment page exist, and never undo it.
    await mails.dispatch(mailIds);
    return answer;
  }

  async function startPayment(
    id: string,
    price: number,
    title: string,
    taken: readonly PricedAlbum[],
    mailIds: readonly string[],
  ) {
    let payment: Awaited<ReturnType<PaymentProvider['createPayment']>>;
    try {
      payment = await provider.createPayment({ orderId: id, amount: price, title });
    } catch (error) {
      await orders.transaction(async (trx) => {
        await orders.discard(id, trx);
        // Its mails were written with it: they go with it, never sent.
        await mails.discard(mailIds, trx as Transaction<Database>);
        await albums.giveBack(
          taken.map((album) => ({ albumId: album.albumId, status: album.status })),
          trx,
        );
      });
      throw error;
    }
    await orders.setPayment(id, {
      invoice_url: payment.invoiceUrl,
      provider: provider.name,
      provider_ref: payment.providerRef,
    });
    return { id, invoice_url: payment.invoiceUrl };
  }

  return {
    checkout: (userId: string, request: CheckoutRequest, locale: Locale) =>
      place(userId, request, 'checkout', locale),
    submit: (userId: string, request: CheckoutRequest, locale: Locale) =>
      place(userId, request, 'submit', locale),
  };
}
