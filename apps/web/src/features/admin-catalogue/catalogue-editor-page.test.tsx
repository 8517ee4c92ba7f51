import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCatalogue, formatMoney, type Catalog } from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { i18n } from '../../shared/i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { CatalogueEditorPage } from './catalogue-editor-page';
import { loadAdminCatalogueTexts } from './use-admin-catalogue-texts';

const published = (version: number, catalogue: Catalog) => ({
  data: {
    type: 'catalogues',
    id: String(version),
    attributes: {
      version,
      published_at: '2026-11-20T10:00:00.000Z',
      published_by: null,
      note: null,
      catalogue,
    },
  },
  meta: { versions: [] },
});

const price = (unit: number, total: number) => ({
  unit,
  total,
  shipping: 990,
  order_total: total + 990,
  vat: 0,
});

const previewAnswer = {
  data: {
    type: 'catalogue_previews',
    id: '1',
    attributes: {
      base_version: 1,
      examples: [
        {
          id: '12-single-1',
          format: '12',
          discs: 1,
          quantity: 1,
          printed: false,
          country: 'IT',
          before: price(4800, 4800),
          after: price(5000, 5000),
          before_error: null,
          after_error: null,
        },
      ],
    },
  },
};

interface SentCatalogue {
  data: { attributes: { catalogue: Catalog; base_version?: number; note?: string } };
}

function renderEditor() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient} env="test">
      <CatalogueEditorPage />
    </AppProviders>,
  );
}

/**
 * Issue 17, the catalogue editor: a price edited in its field, previewed on the example
 * albums, and published after the confirmation with the changed catalogue; an edit the
 * catalogue's schema refuses is shown at its field and keeps Publish off.
 */
describe('catalogue editor page', () => {
  const matchMedia = window.matchMedia;
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await loadAdminCatalogueTexts('en');
    // mantine-datatable asks matchMedia('') for a column without a media query; a browser
    // answers that the empty query matches, the shared jsdom stub that nothing does.
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query === '' || matchMedia(query).matches,
    });
  });
  afterAll(() => {
    window.matchMedia = matchMedia;
  });

  it('edits a starting price, previews it and publishes the changed catalogue', async () => {
    const user = userEvent.setup();
    let version = 1;
    const api = fakeApi({
      'GET /api/csrf': { body: { token: 'csrf-1' } },
      'GET /api/admin/catalogue': () => ({ body: published(version, defaultCatalogue) }),
      'POST /api/admin/catalogue/preview': { body: previewAnswer },
      'POST /api/admin/catalogue/versions': ({ init }) => {
        version = 2;
        const sent = JSON.parse(String(init.body)) as SentCatalogue;
        return { status: 201, body: published(2, sent.data.attributes.catalogue) };
      },
    });
    renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Catalogue' });
    expect(screen.getByText(/Version 1, published/)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Starting from: 12″ single' });
    await user.clear(field);
    await user.type(field, '30.5');

    await user.click(screen.getByRole('button', { name: 'Preview prices' }));
    const preview = await screen.findByRole('region', { name: 'Example albums, before and after' });
    expect(within(preview).getByText('12″ single, 1 copy, to IT')).toBeInTheDocument();
    expect(within(preview).getByText(formatMoney(5990, 'en'))).toBeInTheDocument();
    expect(within(preview).getByText(`+${formatMoney(200, 'en')}`)).toBeInTheDocument();
    const [previewed] = api.callsTo('POST', '/api/admin/catalogue/preview');
    const previewedCatalogue = (previewed?.body as SentCatalogue).data.attributes.catalogue;
    expect(previewedCatalogue.formats[0]?.price).toBe(30.5);

    await user.click(screen.getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 2?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'LPs cost more');
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));

    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/catalogue/versions')).toHaveLength(1),
    );
    const [call] = api.callsTo('POST', '/api/admin/catalogue/versions');
    const sent = (call?.body as SentCatalogue).data.attributes;
    expect(sent.base_version).toBe(1);
    expect(sent.note).toBe('LPs cost more');
    expect(sent.catalogue).toEqual({
      ...defaultCatalogue,
      formats: defaultCatalogue.formats.map((entry, index) =>
        index === 0 ? { ...entry, price: 30.5 } : entry,
      ),
    });
    expect(await screen.findByText(/Version 2, published/)).toBeInTheDocument();
  });

  it('shows an edit the schema refuses at its field, and does not let it be published', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/csrf': { body: { token: 'csrf-1' } },
      'GET /api/admin/catalogue': { body: published(1, defaultCatalogue) },
    });
    renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'VAT and delivery time' }));
    const rate = screen.getByRole('textbox', { name: 'VAT rate' });
    await user.clear(rate);
    await user.type(rate, '150');
    expect(await screen.findByText('vat › rate: At most 100')).toBeInTheDocument();
    expect(rate).toHaveAccessibleDescription('At most 100');
    expect(screen.getByText('1 issue to fix before publishing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Preview prices' })).toBeDisabled();
  });

  it('shows every section of the catalogue as fields', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/csrf': { body: { token: 'csrf-1' } },
      'GET /api/admin/catalogue': { body: published(1, defaultCatalogue) },
    });
    renderEditor();
    const open = async (name: string) => user.click(await screen.findByRole('tab', { name }));
    expect(await screen.findByRole('switch', { name: 'Offered: 12″ double' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Offered: 7″ single' })).toBeChecked();
    await open('Speeds and limits');
    expect(screen.getByRole('checkbox', { name: '78 rpm offered for 10″ single' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: '78 rpm offered for 12″ single' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('textbox', { name: 'Seconds per side at 33 rpm, 12″ single' }),
    ).toHaveValue('1500');
    await open('Colours and weights');
    expect(screen.getByRole('cell', { name: 'Transparent Green' })).toBeInTheDocument();
    await open('Price tiers');
    expect(
      screen.getByRole('textbox', { name: 'Price for 1 side, 0–750 s from 1 copy' }),
    ).toHaveValue('29');
    expect(
      screen.getByRole('textbox', { name: 'Price of a Printed label from 20 copies' }),
    ).toHaveValue('3.6');
    await open('Covers and sleeves');
    expect(
      screen.getByRole('textbox', {
        name: 'Price of the 12″ Printed Coated cover, central hole No, gatefold No',
      }),
    ).toHaveValue('9');
    await open('Shipping zones');
    expect(screen.getByRole('textbox', { name: 'First copy, zone it' })).toHaveValue('9.9');
    await open('VAT and delivery time');
    expect(screen.getByRole('switch', { name: 'Prices include VAT' })).toBeChecked();
  });

  it('tunes the sound checks with units, checked by the schema, and publishes them', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/csrf': { body: { token: 'csrf-1' } },
      'GET /api/admin/catalogue': { body: published(1, defaultCatalogue) },
      'POST /api/admin/catalogue/versions': ({ init }) => {
        const sent = JSON.parse(String(init.body)) as SentCatalogue;
        return { status: 201, body: published(2, sent.data.attributes.catalogue) };
      },
    });
    renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Sound checks' }));
    const peak = screen.getByRole('textbox', { name: 'Highest true peak (dBTP)' });
    expect(peak).toHaveValue('-1');
    expect(screen.getByRole('textbox', { name: 'Loudest track (LUFS)' })).toHaveValue('-7');
    expect(
      screen.getByRole('textbox', { name: 'Longest silence at the start (seconds)' }),
    ).toHaveValue('1');
    const bass = screen.getByRole('textbox', {
      name: 'Lowest bass correlation below 150 Hz (correlation, −1 to 1)',
    });
    await user.clear(bass);
    await user.type(bass, '2');
    expect(await screen.findByText('audioChecks › minLowBandCorrelation: At most 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish…' })).toBeDisabled();
    // The schema's own rule across two fields, said in the operator's words.
    const quiet = screen.getByRole('textbox', { name: 'Quietest track (LUFS)' });
    await user.clear(quiet);
    await user.type(quiet, '-6');
    expect(
      await screen.findByText(
        'audioChecks › minIntegratedLufs: The quietest track must be below the loudest',
      ),
    ).toBeVisible();

    await user.clear(bass);
    await user.type(bass, '-0.2');
    await user.clear(quiet);
    await user.type(quiet, '-21');
    await user.clear(peak);
    await user.type(peak, '-0.5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish…' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/catalogue/versions')).toHaveLength(1),
    );
    const [call] = api.callsTo('POST', '/api/admin/catalogue/versions');
    expect((call?.body as SentCatalogue).data.attributes.catalogue.audioChecks).toEqual({
      ...defaultCatalogue.audioChecks,
      maxTruePeakDbtp: -0.5,
      minLowBandCorrelation: -0.2,
      minIntegratedLufs: -21,
    });
  });

  it('says the sound checks in Italian, their problems too', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('it');
    await loadAdminCatalogueTexts('it');
    try {
      fakeApi({
        'GET /api/csrf': { body: { token: 'csrf-1' } },
        'GET /api/admin/catalogue': { body: published(1, defaultCatalogue) },
      });
      renderEditor();
      await user.click(await screen.findByRole('tab', { name: 'Controlli audio' }));
      const peak = screen.getByRole('textbox', { name: 'True peak massimo (dBTP)' });
      await user.clear(peak);
      await user.type(peak, '4');
      expect(peak).toHaveAccessibleDescription(expect.stringContaining('Al massimo 3'));
      const rate = screen.getByRole('textbox', { name: 'Frequenza di campionamento minima (Hz)' });
      expect(rate).toHaveValue('44100');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('offers the defaults of the sound checks to a catalogue without its own', async () => {
    const user = userEvent.setup();
    const { audioChecks: _left, ...older } = defaultCatalogue;
    fakeApi({
      'GET /api/csrf': { body: { token: 'csrf-1' } },
      'GET /api/admin/catalogue': { body: published(1, older) },
    });
    renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Sound checks' }));
    expect(screen.getByText(/no sound-check limits of its own/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit the sound checks' }));
    expect(screen.getByRole('textbox', { name: 'Highest true peak (dBTP)' })).toHaveValue('-1');
    expect(screen.getByText('Changes not published yet')).toBeVisible();
  });
});
