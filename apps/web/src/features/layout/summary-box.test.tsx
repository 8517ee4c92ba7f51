import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  calculateAlbumPrice,
  createDefaultAlbumOptions,
  defaultCatalogue,
  formatMoney,
} from '@vinyl/domain';
import { describe, expect, it } from 'vitest';
import { configRoute } from '../../shared/checkout/testing/checkout-routes';
import { useSessionStore } from '../../shared/session';
import { albumResource, fakeApi, signedInRoutes } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

function row(box: HTMLElement, label: string) {
  const term = within(box).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('floating summary box (spec 1 §1, §2)', () => {
  it('shows the chosen options and their cost, priced with the domain rules', async () => {
    const options = createDefaultAlbumOptions('7', 2, defaultCatalogue, { quantity: 3 });
    const unit = calculateAlbumPrice(options);
    useSessionStore.setState({
      lang: 'en',
      albumId: 'a1',
      albumTitle: 'Blue Hours',
      albumProgress: 'tracks',
      albumFormat: '7',
      albumRpm: { value: 45 },
      albumQuantity: 3,
      albumOptions: options,
    });
    fakeApi({ ...signedInRoutes(guestName, 1), 'GET /api/config': configRoute() });
    renderApp('/tracks-uploader');
    await findPageHeading('Upload your audio files');
    const box = await screen.findByRole('complementary', { name: 'Your album' });
    await within(box).findByText('Price per copy');
    expect(row(box, 'Format')).toBe('7″');
    expect(row(box, 'Speed')).toBe('45 rpm');
    expect(row(box, 'Discs')).toBe('Double');
    expect(row(box, 'Vinyl')).toBe('Black, 2.0 mm');
    expect(row(box, 'Label')).toBe('White');
    expect(row(box, 'Cover')).toBe('Printed, gatefold');
    expect(row(box, 'Inner sleeve')).toBe('White');
    expect(row(box, 'Outer sleeve')).toBe('None');
    expect(row(box, 'Tracks')).toBe('0');
    expect(row(box, 'Quantity')).toBe('3');
    expect(unit).toBeGreaterThan(0);
    // Issue 14 item 5: English writes euros as "€40.43".
    expect(row(box, 'Price per copy')).toMatch(/^€\d+\.\d{2}$/);
    expect(row(box, 'Price per copy')).toBe(formatMoney(unit, 'en'));
    expect(row(box, 'Total')).toBe(formatMoney(unit * 3, 'en'));
  });

  it('says every value and price in Italian when the customer reads Italian (issue 14 items 4, 5)', async () => {
    const options = createDefaultAlbumOptions('7', 2, defaultCatalogue, { quantity: 3 });
    const unit = calculateAlbumPrice(options);
    useSessionStore.setState({
      lang: 'it',
      albumId: 'a1',
      albumTitle: 'Blue Hours',
      albumProgress: 'tracks',
      albumFormat: '7',
      albumRpm: { value: 45 },
      albumQuantity: 3,
      albumOptions: options,
    });
    fakeApi({ ...signedInRoutes(guestName, 1), 'GET /api/config': configRoute() });
    renderApp('/tracks-uploader');
    await findPageHeading('Carica i tuoi file audio');
    const box = await screen.findByRole('complementary', { name: 'Il tuo album' });
    await within(box).findByText('Prezzo per copia');
    expect(row(box, 'Dischi')).toBe('Doppio');
    expect(row(box, 'Vinile')).toBe('Nero, 2,0 mm');
    expect(row(box, 'Etichetta')).toBe('Bianca');
    expect(row(box, 'Copertina')).toBe('Stampata, apribile');
    expect(row(box, 'Busta interna')).toBe('Bianca');
    expect(row(box, 'Busta esterna')).toBe('Nessuna');
    const price = row(box, 'Prezzo per copia')?.replace(/\u00a0/g, ' ');
    expect(price).toMatch(/^\d+,\d{2} €$/);
    expect(price).toBe(`${(unit / 100).toFixed(2).replace('.', ',')} €`);
  });

  it('prices the options on the screen with priceAlbum, not their stale stored prices (issue 14 item 9)', async () => {
    const fresh = createDefaultAlbumOptions('12', 1, defaultCatalogue, { quantity: 2 });
    const unit = calculateAlbumPrice(fresh);
    // Stored by an older catalogue: the vinyl's and the cover's prices no longer hold.
    const stale = structuredClone(fresh);
    if (!stale.vinyl || !stale.cover) throw new Error('default options without vinyl or cover');
    stale.vinyl.price += 1000;
    stale.cover.price += 234;
    expect(calculateAlbumPrice(stale)).toBe(unit + 1234);
    useSessionStore.setState({
      lang: 'en',
      albumId: 'a1',
      albumProgress: 'tracks',
      albumFormat: '12',
      albumRpm: { value: 33 },
      albumQuantity: 2,
      albumOptions: stale,
    });
    fakeApi({ ...signedInRoutes(guestName, 1), 'GET /api/config': configRoute() });
    renderApp('/texts');
    const box = await screen.findByRole('complementary', { name: 'Your album' });
    await within(box).findByText('Price per copy');
    expect(row(box, 'Price per copy')).toBe(formatMoney(unit, 'en'));
    expect(row(box, 'Total')).toBe(formatMoney(unit * 2, 'en'));
  });

  it('is on the title step too, once the format is chosen', async () => {
    useSessionStore.setState({
      lang: 'en',
      albumId: 'a1',
      albumProgress: 'vinyls',
      albumFormat: '12',
      albumOptions: createDefaultAlbumOptions('12', 1, defaultCatalogue),
    });
    fakeApi({ ...signedInRoutes(guestName, 1), 'GET /api/config': configRoute() });
    renderApp('/texts');
    const box = await screen.findByRole('complementary', { name: 'Your album' });
    expect(await within(box).findByText('Price per copy')).toBeInTheDocument();
    expect(row(box, 'Discs')).toBe('Single');
  });

  it('tells the customer the price list changed their album’s price, until they close it (issue 17)', async () => {
    const options = createDefaultAlbumOptions('12', 1, defaultCatalogue, { quantity: 2 });
    useSessionStore.setState({
      lang: 'en',
      albumId: 'a1',
      albumProgress: 'tracks',
      albumFormat: '12',
      albumRpm: { value: 33 },
      albumQuantity: 2,
      albumOptions: options,
    });
    const album = {
      ...albumResource('a1', { quantity: 2, album_options: options }),
      meta: { created: '2026-11-01T10:00:00.000Z', price_changed: { from: 9600, to: 10200 } },
    };
    const api = fakeApi({
      ...signedInRoutes(guestName, 1),
      'GET /api/config': configRoute(),
      'GET /api/albums/a1': { body: { data: album } },
    });
    renderApp('/texts');
    const box = await screen.findByRole('complementary', { name: 'Your album' });
    const notice = await within(box).findByRole('status');
    expect(notice).toHaveTextContent(
      `The price of your album changed from ${formatMoney(9600, 'en')} to ${formatMoney(10200, 'en')} because the price list was updated.`,
    );
    // The box prices with the catalogue read again, not the one read before the change.
    await waitFor(() => expect(api.callsTo('GET', '/api/config').length).toBeGreaterThan(1));
    await userEvent.click(within(box).getByRole('button', { name: 'Close the notice' }));
    expect(within(box).queryByRole('status')).not.toBeInTheDocument();
  });
});
