import { screen, waitFor } from '@testing-library/react';
import {
  buildCheckoutLines,
  calculateAlbumPrice,
  checkAlbumOptions,
  defaultCatalogue,
  type AlbumOptions,
} from '@vinyl/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUYER } from '../../shared/checkout/testing/checkout-routes';
import { fillBuyerDetails } from '../../shared/checkout/testing/fill-details';
import { useSessionStore } from '../../shared/session';
import { goToPayment } from './go-to-payment';
import { button, consent, openSummary, setQuantity } from './testing/open-summary';

vi.mock('./go-to-payment', () => ({ goToPayment: vi.fn() }));

function pricedAt(options: AlbumOptions, quantity: number): AlbumOptions {
  const checked = checkAlbumOptions(defaultCatalogue, options, {
    format: '12',
    vinylsQuantity: 1,
    quantity,
  });
  if (!checked.ok) throw new Error(checked.message);
  return checked.value;
}

const events = () => (window.dataLayer ?? []) as { event: string }[];

beforeEach(() => {
  window.dataLayer = [];
  vi.mocked(goToPayment).mockClear();
});

describe('ordering from the summary (spec 1 §2, §4, §7, §8)', () => {
  it('checkout: saves the quantity, asks for the details, posts the order and goes to pay', async () => {
    const { user, server, api } = await openSummary(
      {},
      {
        'POST /api/checkout': { status: 201, body: { data: { id: 'o1', invoice_url: '/pay/o1' } } },
      },
    );
    await consent(user, true);
    await user.type(screen.getByRole('textbox', { name: 'Fiscal code' }), 'RSSMRA85T10A562S');
    await user.click(button('Checkout'));
    const dialog = await fillBuyerDetails(user);
    // Saved before ordering, even though the quantity did not change.
    expect(server.patches).toEqual([{ quantity: 1, album_status: 'done' }]);
    await user.click(dialog.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('/pay/o1'));
    const body = api.callsTo('POST', '/api/checkout')[0]?.body as Record<string, unknown>;
    expect(body.products).toEqual(buildCheckoutLines(pricedAt(server.options, 1), 1, 'a1'));
    expect(body.note_attributes).toEqual([
      { name: 'invoice', value: 'no' },
      { name: 'fiscal_code', value: 'RSSMRA85T10A562S' },
    ]);
    expect(body.customer).toMatchObject({ email: BUYER.email, shipping: { country: 'IT' } });
    expect(events().map((event) => event.event)).toEqual(['begin_checkout']);
    expect(useSessionStore.getState().albumOrdered).toBe(true);
  });

  it('checkout without an invoice_url notifies the error and stays', async () => {
    const { user } = await openSummary(
      {},
      {
        'POST /api/checkout': { status: 201, body: { data: { id: 'o1', invoice_url: null } } },
      },
    );
    await consent(user);
    await user.click(button('Checkout'));
    const dialog = await fillBuyerDetails(user);
    await user.click(dialog.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('There was an error during checkout')).toBeInTheDocument();
    expect(goToPayment).not.toHaveBeenCalled();
    expect(useSessionStore.getState().albumOrdered).toBe(false);
  });

  it('submit order of 12 copies: the feedback screen once an invoice_url comes back', async () => {
    const { user, server, api } = await openSummary(
      {},
      {
        'POST /api/submit-order': {
          status: 201,
          body: { data: { id: 'o2', invoice_url: '/orders' } },
        },
      },
    );
    await setQuantity(user, '12');
    await consent(user);
    await user.click(button('Submit order'));
    const dialog = await fillBuyerDetails(user);
    expect(server.patches.at(-1)).toEqual({ quantity: 12, album_status: 'done' });
    await user.click(dialog.getByRole('button', { name: 'Submit order' }));

    expect(await screen.findByRole('heading', { name: 'Order completed!' })).toBeVisible();
    expect(screen.getByText('Order placed successfully')).toBeVisible();
    expect(
      screen.getByText('Checkout not available, you will be contacted for payment details'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const body = api.callsTo('POST', '/api/submit-order')[0]?.body as Record<string, unknown>;
    expect(body.products).toEqual(buildCheckoutLines(pricedAt(server.options, 12), 12, 'a1'));
    expect(body.note_attributes).toEqual([{ name: 'invoice', value: 'no' }]);
    expect(useSessionStore.getState().albumOrdered).toBe(true);
  });

  it('submit order without an invoice_url: feedback "Error"', async () => {
    const { user } = await openSummary(
      {},
      {
        'POST /api/submit-order': { status: 201, body: { data: { id: 'o2', invoice_url: null } } },
      },
    );
    await setQuantity(user, '10');
    await consent(user);
    await user.click(button('Submit order'));
    const dialog = await fillBuyerDetails(user);
    await user.click(dialog.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeVisible();
    expect(screen.getByText('There was an error sending the order')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    expect(useSessionStore.getState().albumOrdered).toBe(false);
  });

  it('Add to Cart puts the album in the cart once, says so and pushes add_to_cart', async () => {
    const { user, server } = await openSummary();
    await setQuantity(user, '3');
    await consent(user);
    await user.click(button('Add to Cart'));
    expect(await screen.findByText('Product added to cart')).toBeInTheDocument();
    const priced = pricedAt(server.options, 3);
    expect(useSessionStore.getState().cart).toEqual([
      {
        id: 'a1',
        title: 'Blue Hours',
        author: 'The Tides',
        items: buildCheckoutLines(priced, 3, 'a1'),
        quantity: 3,
        price: calculateAlbumPrice(priced),
      },
    ]);
    expect(server.patches.at(-1)).toEqual({ quantity: 3, album_status: 'done' });
    expect(events()).toEqual([
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({ currency: 'EUR' }) as unknown,
      }),
    ]);
    await user.click(button('Add to Cart'));
    await waitFor(() => expect(events()).toHaveLength(2));
    expect(useSessionStore.getState().cart).toHaveLength(1);
  });

  it('an ordered album says so and cannot be ordered again', async () => {
    const { user } = await openSummary({ attributes: { album_status: 'ordered' } });
    expect(
      screen.getByText('This album has been ordered: it cannot be ordered again.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See My orders' })).toHaveAttribute('href', '/orders');
    await consent(user).catch(() => undefined);
    for (const name of ['Add to Cart', 'Checkout', 'Submit order']) {
      expect(button(name)).toBeDisabled();
    }
    expect(screen.getByRole('textbox', { name: /Quantity/ })).toBeDisabled();
  });
});
