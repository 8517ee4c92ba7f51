import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCatalogue } from '@vinyl/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session';
import type { CartItem } from '../../../shared/session/types';
import { albumResource, fakeApi, signedInRoutes } from '../../../test/fake-api';
import { findPageHeading, renderApp } from '../../../test/render-app';
import en from './locales/en.json';
import italian from './locales/it.json';
import { goToPaymentPage } from './payment-page';

vi.mock('./payment-page', () => ({ goToPaymentPage: vi.fn() }));

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

const BLUE: CartItem = {
  id: 'blue',
  title: 'Blue Hours',
  author: 'The Tides',
  items: [
    { variant_id: 101, quantity: 2, album_id: 'blue' },
    { variant_id: 202, quantity: 2 },
  ],
  quantity: 2,
  price: 2450,
};
const UNTITLED: CartItem = {
  id: 'red',
  title: '',
  author: null,
  items: [{ variant_id: 103, quantity: 1, album_id: 'red' }],
  quantity: 1,
  price: 3100,
};

const CONFIG = {
  body: {
    data: [
      {
        type: 'config',
        id: 'Catalog',
        attributes: { name: 'Catalog', content: JSON.stringify(defaultCatalogue) },
      },
    ],
  },
};

function openShop(cart: CartItem[], routes = {}, lang: 'en' | 'it' = 'en') {
  useSessionStore.setState({ lang, cart });
  const api = fakeApi({
    ...signedInRoutes(guestName, 1),
    'GET /api/config': CONFIG,
    ...routes,
  });
  const view = renderApp('/dashboard');
  return { api, ...view, user: userEvent.setup() };
}

async function openCart(user: ReturnType<typeof userEvent.setup>, name = /^Cart, \d+ items?$/) {
  await user.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('list', { name: 'Your cart' }));
}

async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  const field = (name: RegExp) => screen.findByRole('textbox', { name });
  await user.type(await field(/^E-mail/), 'ada@example.com');
  await user.type(await field(/^Full name/), 'Ada Lovelace');
  await user.type(await field(/^Address/), 'Via Roma 1');
  await user.type(await field(/^City/), 'Milano');
  await user.type(await field(/^Postal code/), '20121');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'IT');
}

afterEach(() => {
  vi.mocked(goToPaymentPage).mockClear();
  delete window.dataLayer;
});

describe('the cart in the top bar (spec 1 §2, §3, §4)', () => {
  it('lists each album with copies, unit and line price, and the total', async () => {
    const { user } = openShop([BLUE, UNTITLED]);
    const list = await openCart(user, /^Cart, 2 items$/);
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Blue Hours');
    expect(items[0]).toHaveTextContent('Quantity: 2 · €24.50 each');
    expect(items[0]).toHaveTextContent('€49.00');
    expect(items[1]).toHaveTextContent('untitled album');
    expect(items[1]).toHaveTextContent('Quantity: 1 · €31.00 each');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('€80.00');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('removes an album by its place in the cart', async () => {
    const { user } = openShop([BLUE, UNTITLED]);
    await openCart(user);
    await user.click(screen.getByRole('button', { name: 'Remove untitled album from the cart' }));
    expect(useSessionStore.getState().cart.map((item) => item.id)).toEqual(['blue']);
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('€49.00');
    await user.click(screen.getByRole('button', { name: 'Remove Blue Hours from the cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('opens an album of the cart at its stored step as the current album', async () => {
    const { user, router } = openShop([BLUE], {
      'GET /api/albums/blue': {
        body: {
          data: albumResource('blue', {
            title: 'Blue Hours',
            album_format: '7',
            album_rpm: '45',
            album_progress: 'tracks',
          }),
        },
      },
      'GET /api/albums/blue/relationships/has_vinyls': {
        body: { data: [{ type: 'vinyls', id: 'd1' }] },
      },
    });
    await openCart(user);
    await user.click(screen.getByRole('button', { name: 'Open Blue Hours' }));
    expect(await findPageHeading('Upload your audio files')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tracks-uploader');
    expect(useSessionStore.getState()).toMatchObject({
      albumId: 'blue',
      albumTitle: 'Blue Hours',
      albumProgress: 'tracks',
      vinylsId: ['d1'],
    });
    expect(screen.queryByRole('list', { name: 'Your cart' })).toBeNull();
  });

  it('does not open an ordered album', async () => {
    const { user, router, api } = openShop([BLUE], {
      'GET /api/albums/blue': {
        body: { data: albumResource('blue', { title: 'Blue Hours', album_status: 'ordered' }) },
      },
    });
    await findPageHeading('Create your new vinyl');
    await openCart(user);
    await user.click(screen.getByRole('button', { name: 'Open Blue Hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The album is already in ordered state',
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(useSessionStore.getState().albumId).toBeNull();
    expect(api.callsTo('GET', '/api/albums/blue/relationships/has_vinyls')).toHaveLength(0);
  });

  it('checks out the whole cart: each album once, begin_checkout, cart emptied, payment page', async () => {
    const newer = {
      ...BLUE,
      quantity: 3,
      items: [{ variant_id: 101, quantity: 3, album_id: 'blue' }],
    };
    const { user, api } = openShop([BLUE, UNTITLED, newer], {
      'POST /api/checkout': {
        status: 201,
        body: { data: { id: 'o1', invoice_url: '/ext/pay/test/o1' } },
      },
    });
    await openCart(user, /^Cart, 3 items$/);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your details for the payment' });
    await fillBuyer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('/ext/pay/test/o1'));
    const [call] = api.callsTo('POST', '/api/checkout');
    expect((call?.body as { products: unknown }).products).toEqual([
      { variant_id: 101, quantity: 3, album_id: 'blue' },
      { variant_id: 103, quantity: 1, album_id: 'red' },
    ]);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'begin_checkout',
        ecommerce: expect.objectContaining({ currency: 'EUR', value: (3 * 2450 + 3100) / 100 }),
      }),
    ]);
    expect(useSessionStore.getState().cart).toEqual([]);
  });

  it('says "Missing invoice url!" and keeps the cart when no payment address comes back', async () => {
    const { user } = openShop([BLUE], {
      'POST /api/checkout': { status: 201, body: { data: { id: 'o1', invoice_url: null } } },
    });
    await openCart(user);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Missing invoice url!')).toBeInTheDocument();
    expect(goToPaymentPage).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
    expect(useSessionStore.getState().cart).toHaveLength(1);
  });

  it('lists the errors of a refused checkout and leaves the cart as it was', async () => {
    const { user } = openShop([BLUE], {
      'POST /api/checkout': {
        status: 422,
        body: {
          errors: [{ status: '422', code: 'album_ordered', title: 'The album is already ordered' }],
        },
      },
    });
    await openCart(user);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Checkout error');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('The album is already ordered');
    expect(goToPaymentPage).not.toHaveBeenCalled();
    expect(useSessionStore.getState().cart).toHaveLength(1);
  });

  it('speaks Italian', async () => {
    const { user } = openShop([BLUE], {}, 'it');
    await user.click(await screen.findByRole('button', { name: /^Carrello/ }));
    expect(
      await screen.findByRole('button', { name: 'Rimuovi Blue Hours dal carrello' }),
    ).toBeVisible();
    expect(screen.getByText('Totale').nextElementSibling).toHaveTextContent('49,00 €');
    expect(screen.getByRole('button', { name: 'Procedi al pagamento' })).toBeEnabled();
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(italian).sort()).toEqual(Object.keys(en).sort());
  });
});
