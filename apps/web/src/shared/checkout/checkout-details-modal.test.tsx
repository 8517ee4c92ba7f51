import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCatalogue, formatMoney, shippingCost } from '@vinyl/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { apiError, fakeApi } from '../../test/fake-api';
import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../session';
import type { CartItem } from '../session/types';
import { CheckoutDetailsModal, type CheckoutDetailsModalProps } from './checkout-details-modal';
import { CUSTOMER_DETAILS_KEY } from './customer-details';
import { BUYER, configRoute } from './testing/checkout-routes';
import { fillBuyerDetails, paste } from './testing/fill-details';
import { loadCheckoutTexts } from './use-checkout-texts';

const ITEM: CartItem = {
  id: 'a1',
  title: 'Blue Hours',
  author: 'The Tides',
  items: [
    { variant_id: 101, quantity: 3, album_id: 'a1' },
    { variant_id: 202, quantity: 3 },
  ],
  quantity: 3,
  price: 2450,
};

const euros = (cents: number) => formatMoney(cents, 'en');

function open(props: Partial<CheckoutDetailsModalProps> = {}, routes = {}) {
  const api = fakeApi({
    'GET /api/csrf': { body: { token: 'csrf-1' } },
    'GET /api/config': configRoute(),
    'POST /api/checkout': { status: 201, body: { data: { id: 'o1', invoice_url: '/pay/o1' } } },
    ...routes,
  });
  const onPlaced = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <CheckoutDetailsModal
        opened
        onClose={() => undefined}
        mode="checkout"
        items={[ITEM]}
        onPlaced={onPlaced}
        {...props}
      />
    </AppProviders>,
  );
  return { api, onPlaced, user: userEvent.setup() };
}

const field = (name: RegExp) => screen.findByRole('textbox', { name });

function costs() {
  return within(screen.getByRole('group', { name: 'Cost of the order' }));
}

describe('buyer details before paying (issue 9 items 4, 6)', () => {
  beforeAll(async () => {
    await loadCheckoutTexts('en');
    await loadCheckoutTexts('it');
  });

  it('says what is missing under each field and sends nothing', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await field(/^E-mail/)).toHaveAccessibleDescription(/Required/);
    expect(await field(/^Full name/)).toHaveAccessibleDescription(/Required/);
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveAccessibleDescription(
      'Choose a country',
    );
    await paste(user, await field(/^E-mail/), 'not-an-address');
    await user.click(screen.getByRole('checkbox', { name: 'I need an invoice' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await field(/^E-mail/)).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(await field(/^VAT number/)).toHaveAccessibleDescription(
      'An invoice needs a VAT number or an e-invoice code',
    );
    expect(api.callsTo('POST', '/api/checkout')).toHaveLength(0);
    // Every control has a name (axe): the dialog's close button too.
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows the shipping for the chosen country at once, with the total and the VAT note', async () => {
    const { user } = open();
    await screen.findByRole('group', { name: 'Cost of the order' });
    expect(costs().getByText('Records (3 copies)').nextElementSibling).toHaveTextContent(
      euros(7350),
    );
    expect(costs().getByText('Shipping').nextElementSibling).toHaveTextContent(
      'Calculated from the delivery address',
    );
    const select = screen.getByRole('combobox', { name: /^Country/ });
    await user.selectOptions(select, 'IT');
    const italy = shippingCost(defaultCatalogue, 'IT', 3).cost;
    expect(costs().getByText('Shipping').nextElementSibling).toHaveTextContent(euros(italy));
    expect(costs().getByText('Total').nextElementSibling).toHaveTextContent(euros(7350 + italy));
    await user.selectOptions(select, 'US');
    const world = shippingCost(defaultCatalogue, 'US', 3).cost;
    expect(world).toBeGreaterThan(italy);
    expect(costs().getByText('Shipping').nextElementSibling).toHaveTextContent(euros(world));
    expect(costs().getByText('Total').nextElementSibling).toHaveTextContent(euros(7350 + world));
    expect(screen.getByText('Prices include VAT (22%)')).toBeInTheDocument();
  });

  it('posts the lines, the fiscal code of an Italian resident and the buyer, then hands back the answer', async () => {
    const { user, api, onPlaced } = open({ italianResident: true, fiscalCode: 'rssmra85t10a562s' });
    await fillBuyerDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(onPlaced).toHaveBeenCalledWith({ id: 'o1', invoice_url: '/pay/o1' }),
    );
    const [call] = api.callsTo('POST', '/api/checkout');
    expect(call?.body).toEqual({
      products: ITEM.items,
      note_attributes: [
        { name: 'invoice', value: 'no' },
        { name: 'fiscal_code', value: 'RSSMRA85T10A562S' },
      ],
      customer: {
        email: BUYER.email,
        shipping: {
          name: BUYER.name,
          address: BUYER.address,
          city: BUYER.city,
          postal_code: BUYER.postalCode,
          country: 'IT',
        },
        billing: { name: BUYER.name, invoice: false },
      },
    });
    // Remembered for the next order.
    expect(JSON.parse(localStorage.getItem(CUSTOMER_DETAILS_KEY) ?? '{}')).toMatchObject({
      email: BUYER.email,
      shipping: { city: BUYER.city, country: 'IT' },
    });
  });

  it('sends no fiscal code for a non-resident, and an invoice with its VAT number', async () => {
    const { user, api, onPlaced } = open({
      italianResident: false,
      fiscalCode: 'RSSMRA85T10A562S',
    });
    await fillBuyerDetails(user, 'FR');
    await user.click(screen.getByRole('checkbox', { name: 'I need an invoice' }));
    await paste(user, await field(/^VAT number/), 'fr 12345678901');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const body = api.callsTo('POST', '/api/checkout')[0]?.body as Record<string, unknown>;
    expect(body.note_attributes).toEqual([{ name: 'invoice', value: 'yes' }]);
    expect(body.customer).toMatchObject({
      billing: { invoice: true, vat_number: 'FR12345678901' },
    });
  });

  it('submits 10–30 copies to /api/submit-order', async () => {
    const { user, api, onPlaced } = open(
      { mode: 'submit', items: [{ ...ITEM, quantity: 12 }] },
      {
        'POST /api/submit-order': { status: 201, body: { data: { id: 'o2', invoice_url: null } } },
      },
    );
    expect(await screen.findByText(/contacted for the final price and payment/)).toBeVisible();
    await fillBuyerDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith({ id: 'o2', invoice_url: null }));
    expect(api.callsTo('POST', '/api/submit-order')).toHaveLength(1);
  });

  it('lists the reasons of a refusal under "Checkout error"', async () => {
    const refusal = {
      status: 422,
      body: {
        errors: [
          {
            status: '422',
            code: 'no_tracks',
            title: 'The album has no tracks',
            detail: 'The album has no tracks; Some print elements are missing',
          },
        ],
      },
    };
    const { user, onPlaced } = open({}, { 'POST /api/checkout': refusal });
    await fillBuyerDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Checkout error');
    const reasons = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual(['The album has no tracks', 'Some print elements are missing']);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('notifies "There was an error during checkout" when the call fails', async () => {
    const { user, onPlaced } = open({}, { 'POST /api/checkout': apiError(500, 'internal') });
    await fillBuyerDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('There was an error during checkout')).toBeInTheDocument();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('starts with the signed-in customer’s e-mail and the remembered address', async () => {
    useSessionStore.setState({
      user: {
        id: 'user-1',
        username: 'ada@example.com',
        status: 'active',
        name: 'Ada',
        surname: null,
        email: 'ada@example.com',
        phone: null,
        national_id_number: null,
        role: 'customer',
      },
      isAnonymous: false,
    });
    localStorage.setItem(
      CUSTOMER_DETAILS_KEY,
      JSON.stringify({ shipping: { name: 'Ada L.', city: 'Torino', country: 'IT' } }),
    );
    open();
    expect(await field(/^E-mail/)).toHaveValue('ada@example.com');
    expect(await field(/^City/)).toHaveValue('Torino');
    expect(await field(/^Billing name/)).toHaveValue('Ada L.');
  });

  it('speaks Italian to an Italian customer', async () => {
    await i18n.changeLanguage('it');
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Procedi al pagamento' }));
    expect(await field(/^Nome e cognome/)).toHaveAccessibleDescription(/Campo obbligatorio/);
    expect(screen.getByRole('combobox', { name: /^Paese/ })).toHaveAccessibleDescription(
      'Scegli un paese',
    );
    expect(screen.getByRole('option', { name: 'Germania' })).toBeInTheDocument();
  });
});
