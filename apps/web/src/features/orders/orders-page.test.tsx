import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { fakeApi, signedInRoutes } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';
import en from './locales/en.json';
import italian from './locales/it.json';

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

function order(id: string, order_status: string, invoice_url: string | null, title = id) {
  return {
    type: 'orders',
    id,
    attributes: { title, order_status, price: 2590, invoice_url },
    relationships: { albums_ordered: { data: [] } },
    meta: { created: '2026-11-20T10:00:00Z', modified: '2026-11-20T10:00:00Z' },
  };
}

async function openOrders(
  orders: unknown[],
  lang: 'en' | 'it' = 'en',
  path = '/orders',
  included: unknown[] = [],
) {
  useSessionStore.setState({ lang });
  const api = fakeApi({
    ...signedInRoutes(guestName),
    'GET /api/orders': {
      body: { data: orders, included, meta: { pagination: { count: orders.length } } },
    },
  });
  renderApp(path);
  await findPageHeading(lang === 'en' ? 'My orders' : /ordini/i);
  return api;
}

/** A cart order of two albums with its price breakdown, as the server sends it. */
function cartOrder(status = 'paid') {
  return {
    ...order('o9', status, 'http://shop.test/ext/pay/test/o9', 'Blue Hours + 1'),
    attributes: {
      title: 'Blue Hours + 1',
      order_status: status,
      price: 6170,
      invoice_url: 'http://shop.test/ext/pay/test/o9',
      quantity: 3,
      items_price: 5180,
      shipping_cost: 990,
      vat_included: true,
      vat_rate: 22,
      customer: {
        email: 'ada@example.com',
        shipping: {
          name: 'Ada Lovelace',
          address: 'Via Roma 1',
          city: 'Milano',
          postal_code: '20121',
          country: 'IT',
        },
        billing: { name: 'Ada Lovelace', invoice: false },
      },
    },
    relationships: {
      albums_ordered: {
        data: [
          { type: 'albums', id: 'blue' },
          { type: 'albums', id: 'red' },
        ],
      },
    },
  };
}

const INCLUDED = [
  { type: 'albums', id: 'blue', attributes: { title: 'Blue Hours', quantity: 1 } },
  { type: 'albums', id: 'red', attributes: { title: null, quantity: 2 } },
];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('My orders', () => {
  it('says there are no orders in both tabs', async () => {
    await openOrders([]);
    expect(await screen.findByRole('tab', { name: 'Pending (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (0)' })).toBeInTheDocument();
    expect(screen.getByText('There are no orders')).toBeInTheDocument();
  });

  it('lists pending and standby under Pending, paid under Completed, with a checkout link only to pay', async () => {
    await openOrders([
      order('o1', 'pending', 'http://shop.test/ext/pay/test/o1', 'First'),
      order('o2', 'standby', 'http://shop.test/orders?order=o2', 'Big run'),
      order('o3', 'paid', 'http://shop.test/ext/pay/test/o3', 'Done one'),
      order('o4', 'pending', null, 'No link'),
    ]);
    expect(await screen.findByRole('tab', { name: 'Pending (3)' })).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'First' });
    expect(within(first).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      'http://shop.test/ext/pay/test/o1',
    );
    expect(within(first).getByText('Total: €25.90')).toBeInTheDocument();
    // One vocabulary of states (issue 14 item 8): the dashboard's words, explained.
    expect(
      within(first).getByLabelText(/^State: Awaiting payment\. .*Pay it from My orders/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Big run' })).getByText('Awaiting price'),
    ).toBeInTheDocument();
    const standby = screen.getByRole('article', { name: 'Big run' });
    expect(within(standby).queryByRole('link')).toBeNull();
    expect(
      within(standby).getByText(
        'Checkout not available, you will be contacted for payment details',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'No link' })).queryByRole('link')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Completed (1)' }));
    const done = await screen.findByRole('article', { name: 'Done one' });
    expect(within(done).queryByRole('link')).toBeNull();
    expect(within(done).getByText('Paid')).toBeInTheDocument();
  });

  // Issue 14 item 5: money as the customer's language writes it, by the shop's one formatter.
  it('writes the money in Italian as "61,70 €" (no-break space), not "61.70 €"', async () => {
    await openOrders([cartOrder('pending')], 'it', '/orders', INCLUDED);
    const card = await screen.findByRole('article', { name: 'Blue Hours + 1' });
    // The exact text, no-break space included (the matchers would fold it into a space).
    const value = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(value(italian.items)).toBe('51,80\u00a0€');
    expect(value(italian.shipping)).toBe('9,90\u00a0€');
    expect(within(card).getByText(/^Totale:/).textContent).toBe('Totale: 61,70\u00a0€');
  });

  it("shows each order's albums with copies, records, shipping, total, VAT and date", async () => {
    await openOrders([cartOrder('pending')], 'en', '/orders', INCLUDED);
    const card = await screen.findByRole('article', { name: 'Blue Hours + 1' });
    const albums = within(card).getByRole('list', { name: 'Albums' });
    expect(
      within(albums)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Blue Hours1 copy', 'untitled album2 copies']);
    expect(within(card).getByText('Records').nextElementSibling).toHaveTextContent(/^€51\.80$/);
    expect(within(card).getByText('Shipping').nextElementSibling).toHaveTextContent(/^€9\.90$/);
    expect(within(card).getByText('Total: €61.70')).toBeInTheDocument();
    expect(within(card).getByText('Prices include VAT (22%)')).toBeInTheDocument();
    expect(within(card).getByText('Created').nextElementSibling).toHaveTextContent('Nov 20, 2026');
    expect(within(card).getByText('Ship to').nextElementSibling).toHaveTextContent(
      'Ada Lovelace, Via Roma 1, 20121 Milano, Italy',
    );
    expect(within(card).getByText('Contact').nextElementSibling).toHaveTextContent(
      'ada@example.com',
    );
    expect(card).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows a quote's discount with its reason, and until when the offer stands (issue 17)", async () => {
    const quoted = cartOrder('pending');
    const attributes = {
      ...quoted.attributes,
      discount: { amount: 5000, reason: 'Returning customer' },
      quote_expires_at: '2026-12-04T10:00:00.000Z',
    };
    await openOrders([{ ...quoted, attributes }], 'en', '/orders', INCLUDED);
    const card = await screen.findByRole('article', { name: 'Blue Hours + 1' });
    expect(within(card).getByText('Discount').nextElementSibling).toHaveTextContent(
      '−€50.00 (Returning customer)',
    );
    expect(within(card).getByText('Offer valid until').nextElementSibling).toHaveTextContent(
      'Dec 4, 2026',
    );
  });

  it('opened for a paid order (?order=) shows it under Completed with a thank-you', async () => {
    await openOrders(
      [order('o1', 'pending', 'http://shop.test/ext/pay/test/o1', 'First'), cartOrder('paid')],
      'en',
      '/orders?order=o9',
      INCLUDED,
    );
    const state = await screen.findByRole('status');
    expect(state).toHaveTextContent('Your order: Blue Hours + 1');
    expect(state).toHaveTextContent(
      'Thank you! Your payment has been received: we will start pressing your record.',
    );
    expect(within(state).queryByRole('link')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('article', { name: 'Blue Hours + 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('opened for a pending order says it waits for payment, with the checkout link', async () => {
    await openOrders(
      [order('o1', 'pending', 'http://shop.test/ext/pay/test/o1', 'First'), cartOrder('paid')],
      'en',
      '/orders?order=o1',
    );
    const state = await screen.findByRole('status');
    expect(state).toHaveTextContent('Your order is waiting for payment.');
    expect(within(state).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      'http://shop.test/ext/pay/test/o1',
    );
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('article', { name: 'First' })).toHaveAttribute('aria-current', 'true');
  });

  it('opened for a standby order shows the standby text and no checkout link', async () => {
    await openOrders(
      [order('o2', 'standby', 'http://shop.test/orders?order=o2', 'Big run')],
      'en',
      '/orders?order=o2',
    );
    const state = await screen.findByRole('status');
    expect(state).toHaveTextContent(
      'Checkout not available, you will be contacted for payment details',
    );
    expect(within(state).queryByRole('link')).toBeNull();
  });

  it('back from a cancelled payment says the order still waits for payment', async () => {
    await openOrders(
      [order('o1', 'pending', 'http://shop.test/ext/pay/test/o1', 'First')],
      'en',
      '/orders?order=o1&payment=cancelled',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The payment was cancelled: your order is still waiting for payment.',
    );
  });

  it('back from a payment asks again until the order is paid', async () => {
    let answers = 0;
    useSessionStore.setState({ lang: 'en' });
    fakeApi({
      ...signedInRoutes(guestName),
      'GET /api/orders': () => {
        answers += 1;
        const status = answers > 1 ? 'paid' : 'pending';
        return {
          body: { data: [order('o1', status, 'http://shop.test/ext/pay/test/o1', 'First')] },
        };
      },
    });
    renderApp('/orders?order=o1&payment=done');
    await findPageHeading('My orders');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We are waiting for the payment confirmation…',
    );
    expect(
      await screen.findByText(/Thank you! Your payment has been received/),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('back on ?order= alone (the Stripe return) also asks again while the order is pending', async () => {
    let answers = 0;
    useSessionStore.setState({ lang: 'en' });
    fakeApi({
      ...signedInRoutes(guestName),
      'GET /api/orders': () => {
        answers += 1;
        const status = answers > 1 ? 'paid' : 'pending';
        return { body: { data: [order('o1', status, 'http://pay.test/o1', 'First')] } };
      },
    });
    renderApp('/orders?order=o1');
    await findPageHeading('My orders');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your order is waiting for payment.',
    );
    expect(
      await screen.findByText(/Thank you! Your payment has been received/),
    ).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    await openOrders([], 'it');
    expect(await screen.findByRole('tab', { name: 'In attesa (0)' })).toBeInTheDocument();
    expect(screen.getByText('Non ci sono ordini')).toBeInTheDocument();
  });

  it('has the same keys in both languages', () => {
    expect(keys(italian).sort()).toEqual(keys(en).sort());
  });
});
