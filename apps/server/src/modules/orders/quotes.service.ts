import type { Clock } from '../../clock';
import { ConflictError, NotFoundError, UnprocessableError } from '../../http/errors';
import type { OrderMails } from './order-mails';
import { canMoveOrder } from './order-status';
import type { OrdersRepository } from './orders.repository';
import type { PaymentProvider } from './payments';

interface Deps {
  orders: OrdersRepository;
  provider: PaymentProvider;
  clock: Clock;
  mails: Pick<OrderMails, 'priced'>;
}

/** The plant's quotes: a standby order (10–30 copies) gets its final price (spec 1 §7). */
export function createQuotesService({ orders, provider, clock, mails }: Deps) {
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
    return order.id;
  }

  return { priceStandby };
}
