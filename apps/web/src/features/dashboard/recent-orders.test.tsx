import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { albumResource, fakeApi, signedInRoutes } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

function order(id: string, title: string, albumIds: string[], attributes = {}) {
  return {
    type: 'orders',
    id,
    attributes: { title, order_status: 'paid', price: 5180, invoice_url: null, ...attributes },
    relationships: {
      albums_ordered: { data: albumIds.map((albumId) => ({ type: 'albums', id: albumId })) },
    },
    meta: { created: '2026-11-18T10:00:00Z', modified: '2026-11-18T10:00:00Z' },
  };
}

const ordered = (id: string, title: string | null, quantity: number) => ({
  type: 'albums',
  id,
  attributes: { title, quantity, unit_price: 2590, album_status: 'ordered' },
});

const CART_ORDER = order('o1', 'Blue Hours + 1', ['blue', 'red'], {
  items_price: 4190,
  shipping_cost: 990,
  vat_included: true,
  vat_rate: 22,
});
const SINGLE_ORDER = order('o2', 'Green', ['green'], { order_status: 'pending' });
const OLD = order('o3', 'Old', []);
const OLDEST = order('o4', 'Oldest', []);

const INCLUDED = [
  ordered('blue', 'Blue Hours', 1),
  ordered('red', null, 2),
  ordered('green', 'Green', 3),
];

async function openDashboard(inProgress: unknown[], extra = {}) {
  useSessionStore.setState({ lang: 'en' });
  const orders = [CART_ORDER, SINGLE_ORDER, OLD, OLDEST];
  const api = fakeApi({
    ...signedInRoutes(guestName, inProgress.length),
    'GET /api/albums': {
      body: { data: inProgress, meta: { pagination: { count: inProgress.length } } },
    },
    'GET /api/orders': {
      body: { data: orders, included: INCLUDED, meta: { pagination: { count: orders.length } } },
    },
    ...extra,
  });
  renderApp('/dashboard');
  await findPageHeading('Create your new vinyl');
  await screen.findByRole('article', { name: 'Blue Hours + 1' });
  return api;
}

describe('dashboard orders (spec 1 §2)', () => {
  it('shows the 3 latest orders with the link to all of them', async () => {
    await openDashboard([albumResource('a1')]);
    const section = screen.getByRole('region', { name: 'Latest orders' });
    expect(
      within(section)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Blue Hours + 1', 'Green', 'Old']);
    expect(within(section).getByRole('link', { name: 'See all your orders (4)' })).toHaveAttribute(
      'href',
      '/orders',
    );
    const green = within(section).getByRole('article', { name: 'Green' });
    // One vocabulary of order states (issue 14 item 8): as on My orders, explained.
    expect(within(green).getByText('Awaiting payment')).toBeInTheDocument();
    const blue = within(section).getByRole('article', { name: 'Blue Hours + 1' });
    expect(within(blue).getByText('Paid')).toBeInTheDocument();
    expect(within(blue).queryByText('Completed')).toBeNull();
    await userEvent.setup().hover(within(blue).getByText('Paid'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Payment received: the plant presses your record.',
    );
    expect(within(green).getByText('Nov 18, 2026')).toBeInTheDocument();
  });

  it('lists the albums of an order with quantity, records, shipping, total and VAT', async () => {
    const user = userEvent.setup();
    await openDashboard([albumResource('a1')]);
    await user.click(screen.getByRole('button', { name: 'See the details of Blue Hours + 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blue Hours + 1' });
    const rows = within(within(dialog).getByRole('table', { name: 'Albums' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AlbumQuantity',
      'Blue Hours1 copy',
      'untitled album2 copies',
    ]);
    expect(within(dialog).getByText('€41.90')).toBeInTheDocument();
    expect(within(dialog).getByText('€9.90')).toBeInTheDocument();
    expect(within(dialog).getByText('Total price').nextElementSibling).toHaveTextContent('€51.80');
    expect(within(dialog).getByText('Prices include VAT (22%)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows only the total when the order has no price breakdown', async () => {
    const user = userEvent.setup();
    await openDashboard([albumResource('a1')]);
    await user.click(screen.getByRole('button', { name: 'See the details of Green' }));
    const dialog = await screen.findByRole('dialog', { name: 'Green' });
    expect(within(dialog).getByText('3 copies')).toBeInTheDocument();
    expect(within(dialog).getByText('€51.80')).toBeInTheDocument();
    expect(within(dialog).queryByText('Shipping')).toBeNull();
    expect(within(dialog).queryByText(/VAT/)).toBeNull();
  });

  it('clones the album of a one-album order and says so', async () => {
    const user = userEvent.setup();
    const api = await openDashboard([albumResource('a1')], {
      'POST /api/clone-album/green': { status: 201, body: { data: albumResource('green-2') } },
    });
    await user.click(screen.getByRole('button', { name: 'See the details of Green' }));
    const dialog = await screen.findByRole('dialog', { name: 'Green' });
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('The selected album has been cloned')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/clone-album/green')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clones the album chosen among the albums of a cart order', async () => {
    const user = userEvent.setup();
    const api = await openDashboard([albumResource('a1')], {
      'POST /api/clone-album/red': { status: 201, body: { data: albumResource('red-2') } },
    });
    await user.click(screen.getByRole('button', { name: 'See the details of Blue Hours + 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blue Hours + 1' });
    const clone = within(dialog).getByRole('button', { name: 'Clone' });
    expect(clone).toBeDisabled();
    const choice = within(dialog).getByRole('radiogroup', { name: 'Album to clone' });
    await user.click(within(choice).getByRole('radio', { name: 'untitled album' }));
    await user.click(clone);
    expect(await screen.findByText('The selected album has been cloned')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/clone-album/red')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/clone-album/blue')).toHaveLength(0);
  });

  it('does not clone at the 15-album limit', async () => {
    const user = userEvent.setup();
    const fifteen = Array.from({ length: 15 }, (_, i) => albumResource(`a${i}`));
    const api = await openDashboard(fifteen);
    await user.click(screen.getByRole('button', { name: 'See the details of Green' }));
    const dialog = await screen.findByRole('dialog', { name: 'Green' });
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    const notices = await screen.findAllByText(
      'Please remove or complete some albums before creating new ones',
    );
    // The page's warning plus the notification.
    expect(notices.length).toBeGreaterThan(1);
    expect(api.callsTo('POST', '/api/clone-album/green')).toHaveLength(0);
  });

  it('speaks Italian', async () => {
    useSessionStore.setState({ lang: 'it' });
    fakeApi({
      ...signedInRoutes(guestName, 1),
      'GET /api/orders': {
        body: { data: [CART_ORDER], included: INCLUDED, meta: { pagination: { count: 1 } } },
      },
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Vedi i dettagli di Blue Hours + 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Blue Hours + 1' });
    expect(within(dialog).getByText('2 copie')).toBeInTheDocument();
    expect(within(dialog).getByText('Prezzi IVA inclusa (22%)')).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Album da clonare' })).toBeVisible();
  });
});
