import { screen, waitFor, within } from '@testing-library/react';
import {
  calculateAlbumPrice,
  checkAlbumOptions,
  defaultCatalogue,
  shippingCost,
  type AlbumOptions,
} from '@vinyl/domain';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_DETAILS_KEY } from '../../shared/checkout/customer-details';
import { useSessionStore } from '../../shared/session';
import { userDocument } from '../../test/fake-api';
import { button, consent, GUEST, openSummary, priceOf, setQuantity } from './testing/open-summary';

/**
 * Money exactly as each language writes it (issue 14 item 5), spelled out here rather than
 * by the formatter under test: "€1,234.50" in English, "1234,50 €" (no-break space) in Italian.
 */
function money(cents: number, lang: 'en' | 'it'): string {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  const grouped = (separator: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return lang === 'it'
    ? `${whole >= 10_000 ? grouped('.') : whole},${fraction}\u00a0€`
    : `€${grouped(',')}.${fraction}`;
}
const euros = (cents: number) => money(cents, 'en');

/** The unit price the domain gives the default album at `quantity` copies. */
function unitAt(options: AlbumOptions, quantity: number): number {
  const checked = checkAlbumOptions(defaultCatalogue, options, {
    format: '12',
    vinylsQuantity: 1,
    quantity,
  });
  if (!checked.ok) throw new Error(checked.message);
  return calculateAlbumPrice(checked.value);
}

const part = (name: string) => screen.getByRole('region', { name });

describe('summary, view 1 (spec 1 §2)', () => {
  it('shows a table per part with a link to change it, and the tracks per side', async () => {
    await openSummary();
    const album = part('Album');
    expect(within(album).getByRole('rowheader', { name: 'Title' }).nextSibling).toHaveTextContent(
      'Blue Hours',
    );
    expect(within(album).getByRole('rowheader', { name: 'Speed' }).nextSibling).toHaveTextContent(
      '33 rpm',
    );
    const sideA = within(album).getByRole('table', { name: 'Side A' });
    expect(within(sideA).getByRole('row', { name: 'Morning 04:05' })).toBeInTheDocument();
    expect(within(sideA).getByRole('row', { name: 'Tide 01:01' })).toBeInTheDocument();
    expect(within(album).getByRole('table', { name: 'Side B' })).toHaveTextContent('No tracks');

    const links: [string, string][] = [
      ['Album', '/tracks-uploader'],
      ['Vinyl', '/disc-options?view=0'],
      ['Label', '/disc-options?view=0'],
      ['Cover', '/disc-options?view=2'],
      ['Inner sleeve', '/disc-options?view=1'],
      ['Outer sleeve', '/disc-options?view=2'],
    ];
    for (const [name, href] of links) {
      expect(within(part(name)).getByRole('link', { name: `Change ${name}` })).toHaveAttribute(
        'href',
        href,
      );
    }
    expect(
      within(part('Cover')).getByRole('rowheader', { name: 'Colour' }).nextSibling,
    ).toHaveTextContent('Printed');
    expect(
      screen.getByText('Processing time: currently 20 to 50 working days from payment.'),
    ).toBeVisible();
    expect(screen.getByText('More than 30 copies: not possible.')).toBeVisible();
  });

  it('lists each track by the title and artist the customer gave it (issue 14 item 10)', async () => {
    await openSummary(
      {},
      {
        'GET /api/vinyls/v1/side_a_tracks': {
          body: {
            data: [
              {
                type: 'audio',
                id: 't1',
                attributes: { title: 'Blue Monday', artist: 'New Order', duration: 245 },
              },
            ],
            meta: { duration: 245, limit: 1320, exceeded: false },
          },
        },
      },
    );
    const sideA = within(part('Album')).getByRole('table', { name: 'Side A' });
    expect(
      within(sideA).getByRole('row', { name: 'Blue Monday — New Order 04:05' }),
    ).toBeInTheDocument();
  });

  it('prices one copy, says VAT is included and that shipping comes from the address', async () => {
    const { server } = await openSummary();
    const unit = unitAt(server.options, 1);
    expect(priceOf('Unit price')).toBe(euros(unit));
    expect(priceOf('Total (1 copy)')).toBe(euros(unit));
    expect(priceOf('Shipping')).toBe('Calculated from the delivery address');
    expect(screen.getByText('Prices include VAT (22%)')).toBeVisible();
  });

  it('writes prices and the disc thickness as Italian does: "46,00 €", "2,0 mm"', async () => {
    localStorage.setItem(CUSTOMER_DETAILS_KEY, JSON.stringify({ shipping: { country: 'DE' } }));
    const { server } = await openSummary({}, {}, 'it');
    const unit = unitAt(server.options, 1);
    const panel = screen.getByRole('group', { name: 'Prezzo' });
    const value = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(value('Prezzo unitario')).toBe(money(unit, 'it'));
    expect(value('Totale (1 copia)')).toBe(money(unit, 'it'));
    expect(value('Spedizione')).toBe(money(shippingCost(defaultCatalogue, 'DE', 1).cost, 'it'));
    const vinyl = part('Vinile');
    const thickness = within(vinyl).getByRole('rowheader', { name: 'Spessore' }).nextSibling;
    expect(thickness?.textContent).toMatch(/^\d+,\d mm$/);
    const price = within(vinyl).getByRole('rowheader', { name: 'Prezzo per copia' }).nextSibling;
    expect(price?.textContent).toMatch(/^\d+,\d\d\u00a0€$/);
  });

  it('names every option in Italian: "Nero", "Bianca", "Stampata" (issue 14 item 4)', async () => {
    await openSummary({}, {}, 'it');
    const colourOf = (name: string) =>
      within(part(name)).getByRole('rowheader', { name: 'Colore' }).nextSibling?.textContent;
    expect(colourOf('Vinile')).toBe('Nero');
    expect(colourOf('Etichetta')).toBe('Bianca');
    expect(colourOf('Copertina')).toBe('Stampata');
    expect(colourOf('Busta esterna')).toBe('Nessuna');
  });

  it("letters disc 2's sides C and D, as the tracks step does (issue 14 item 7)", async () => {
    const side = { body: { data: [], meta: { duration: 0, limit: 1320, exceeded: false } } };
    await openSummary(
      {},
      {
        'GET /api/albums/a1/relationships/has_vinyls': {
          body: {
            data: [
              { type: 'vinyls', id: 'v1' },
              { type: 'vinyls', id: 'v2' },
            ],
          },
        },
        'GET /api/vinyls/v2/side_a_tracks': side,
        'GET /api/vinyls/v2/side_b_tracks': side,
      },
    );
    const album = part('Album');
    expect(await within(album).findByRole('table', { name: 'Disc 2, side C' })).toBeVisible();
    expect(within(album).getByRole('table', { name: 'Disc 2, side D' })).toBeVisible();
    expect(within(album).getByRole('table', { name: 'Disc 1, side A' })).toBeVisible();
    expect(within(album).queryByRole('table', { name: 'Disc 2, side A' })).toBeNull();
  });

  it('shows the shipping to the country remembered from the last order', async () => {
    localStorage.setItem(CUSTOMER_DETAILS_KEY, JSON.stringify({ shipping: { country: 'DE' } }));
    const { user } = await openSummary();
    expect(priceOf('Shipping')).toBe(euros(shippingCost(defaultCatalogue, 'DE', 1).cost));
    await setQuantity(user, '4');
    expect(priceOf('Shipping')).toBe(euros(shippingCost(defaultCatalogue, 'DE', 4).cost));
  });

  it('prices the vinyl by the music on the server, as the order will be', async () => {
    const { server } = await openSummary({
      staleOptions: true,
      sideA: [['Long one', 900]],
      sideB: [['Long two', 1000]],
    });
    const stale = calculateAlbumPrice(server.options);
    const withMusic = unitAt(server.withMusic, 1);
    expect(withMusic).not.toBe(stale);
    expect(priceOf('Unit price')).toBe(euros(withMusic));
  });

  it('re-prices at once for a new quantity tier and saves the quantity with status done', async () => {
    const { server, user } = await openSummary();
    const one = unitAt(server.options, 1);
    const ten = unitAt(server.options, 10);
    expect(ten).toBeLessThan(one);
    await setQuantity(user, '10');
    expect(priceOf('Unit price')).toBe(euros(ten));
    expect(priceOf('Total (10 copies)')).toBe(euros(ten * 10));
    // The summary box shows the same.
    expect(useSessionStore.getState().albumQuantity).toBe(10);
    await waitFor(() =>
      expect(server.patches).toContainEqual({ quantity: 10, album_status: 'done' }),
    );
    expect(server.patches.at(-1)).toEqual({ quantity: 10, album_status: 'done' });
  });

  it('enables Checkout and Add to Cart for 1 to 9 copies only with terms and residency', async () => {
    const { user } = await openSummary();
    for (const name of ['Add to Cart', 'Checkout', 'Submit order']) {
      expect(button(name)).toBeDisabled();
    }
    expect(screen.getByText(/Accept the terms and answer the residency question/)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    expect(button('Checkout')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(button('Checkout')).toBeEnabled();
    expect(button('Add to Cart')).toBeEnabled();
    expect(button('Submit order')).toBeDisabled();

    await setQuantity(user, '9');
    expect(button('Checkout')).toBeEnabled();
    expect(button('Submit order')).toBeDisabled();
    await setQuantity(user, '10');
    expect(button('Checkout')).toBeDisabled();
    expect(button('Add to Cart')).toBeDisabled();
    expect(button('Submit order')).toBeEnabled();
    await setQuantity(user, '30');
    expect(button('Submit order')).toBeEnabled();
    expect(priceOf('Total (30 copies)')).toBeTruthy();
  });

  it('asks an Italian resident for a valid fiscal code before ordering', async () => {
    const { user } = await openSummary();
    await consent(user, true);
    const code = screen.getByRole('textbox', { name: 'Fiscal code' });
    expect(code).toHaveAccessibleDescription('Insert fiscal code');
    expect(button('Checkout')).toBeDisabled();
    await user.type(code, 'rssmra85t10a562t');
    expect(code).toHaveValue('RSSMRA85T10A562T');
    expect(code).toHaveAccessibleDescription('Invalid fiscal code');
    expect(button('Checkout')).toBeDisabled();
    await user.clear(code);
    await user.paste('RSSMRA85T10A562S');
    expect(code).toHaveAccessibleDescription('Valid fiscal code');
    expect(button('Checkout')).toBeEnabled();
    expect(button('Add to Cart')).toBeEnabled();
  });

  it('starts the fiscal code from the customer’s profile', async () => {
    const { user } = await openSummary(
      {},
      { 'GET /api/me': { body: userDocument(GUEST, { national_id_number: 'RSSMRA85T10A562S' }) } },
    );
    await consent(user, true);
    const code = screen.getByRole('textbox', { name: 'Fiscal code' });
    expect(code).toHaveValue('RSSMRA85T10A562S');
    expect(code).toHaveAccessibleDescription('Valid fiscal code');
    expect(button('Checkout')).toBeEnabled();
  });

  it('reads 0 copies as 1 and shows 1 on leaving the field', async () => {
    const { user } = await openSummary();
    await setQuantity(user, '0');
    expect(priceOf('Total (1 copy)')).toBeTruthy();
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Quantity/ })).toHaveValue('1');
  });

  it('lists why the order cannot proceed, with links, and disables ordering', async () => {
    const { user } = await openSummary({
      sideA: [],
      files: {},
      change: (options) => {
        options.label = { ...options.label!, color: 'Printed' };
      },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('It is not possible to continue with the order');
    const reasons = within(alert).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      'No audio tracks loaded Go to the tracks',
      'Missing print elements: Cover, Label Go to the graphics',
    ]);
    expect(within(reasons[0]!).getByRole('link')).toHaveAttribute('href', '/tracks-uploader');
    expect(within(reasons[1]!).getByRole('link')).toHaveAttribute('href', '/file-uploader');
    await consent(user);
    expect(button('Checkout')).toBeDisabled();
    expect(button('Add to Cart')).toBeDisabled();
  });

  it('sends an album over its minutes back to the tracks', async () => {
    await openSummary({ exceeded: true, sideA: [['Long', 1500]] });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You have exceeded the limit of minutes');
    expect(within(alert).getByRole('link', { name: 'Go to the tracks' })).toHaveAttribute(
      'href',
      '/tracks-uploader',
    );
  });

  it('saves a quantity changed just before leaving the page another way', async () => {
    const { user, router, server } = await openSummary();
    await setQuantity(user, '6');
    await router.navigate('/dashboard');
    await waitFor(() => expect(server.patches).toEqual([{ quantity: 6, album_status: 'done' }]));
  });

  it('goes back to the album preview, saving a quantity changed just before', async () => {
    const { user, router, server } = await openSummary();
    await setQuantity(user, '7');
    await user.click(button('Back'));
    await waitFor(() => expect(server.patches).toEqual([{ quantity: 7, album_status: 'done' }]));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/preview');
  });

  it('speaks Italian', async () => {
    const { user } = await openSummary({}, {}, 'it');
    expect(screen.getByRole('button', { name: 'Aggiungi al carrello' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Accetto i termini e le condizioni' }));
    await user.click(screen.getByRole('radio', { name: 'Sì, sono residente in Italia' }));
    expect(screen.getByRole('textbox', { name: 'Codice fiscale' })).toHaveAccessibleDescription(
      'Inserisci il codice fiscale',
    );
    expect(screen.getByText("Calcolata in base all'indirizzo di consegna")).toBeVisible();
  });
});
