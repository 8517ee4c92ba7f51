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

async function openOrders(orders: unknown[], lang: 'en' | 'it' = 'en') {
  useSessionStore.setState({ lang });
  fakeApi({
    ...signedInRoutes(guestName),
    'GET /api/orders': { body: { data: orders, meta: { pagination: { count: orders.length } } } },
  });
  renderApp('/orders');
  await findPageHeading(lang === 'en' ? 'My orders' : /ordini/i);
}

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
    expect(within(first).getByText('Total: € 25.90')).toBeInTheDocument();
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

  it('speaks Italian', async () => {
    await openOrders([], 'it');
    expect(await screen.findByRole('tab', { name: 'In attesa (0)' })).toBeInTheDocument();
    expect(screen.getByText('Non ci sono ordini')).toBeInTheDocument();
  });

  it('has the same keys in both languages', () => {
    expect(keys(italian).sort()).toEqual(keys(en).sort());
  });
});
