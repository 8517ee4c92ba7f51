import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultAlbumOptions, defaultCatalogue, type AlbumOptions } from '@vinyl/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../shared/session';
import type * as UploadModule from '../../shared/upload';
import {
  albumResource,
  apiError,
  fakeApi,
  signedInRoutes,
  type FakeResponse,
} from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';
import type { AlbumFileResource } from './api/file-resource';
import { openDesignerPage } from './designer-navigation';

// The network half of an upload is tus (server tests cover it): here every upload
// succeeds at once as the file `file-<name>`, unless the name says "refused".
vi.mock('../../shared/upload', async (original) => {
  const real = await original<typeof UploadModule>();
  return {
    ...real,
    sendOne: (_grants: unknown, file: File, _sha: string, onProgress: (f: number) => void) => {
      onProgress(0.5);
      const done = file.name.includes('refused')
        ? Promise.reject(
            new real.UploadFailure('not_a_pdf', 'Only PDF files can be uploaded', false),
          )
        : Promise.resolve(`file-${file.name}`);
      return { done, cancel: () => undefined };
    },
    hashFile: () => Promise.resolve('a'.repeat(64)),
  };
});
vi.mock('./designer-navigation', () => ({ openDesignerPage: vi.fn() }));

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';
const configDocument = {
  data: [
    {
      type: 'config',
      id: 'Catalog',
      attributes: { name: 'Catalog', content: JSON.stringify(defaultCatalogue) },
    },
  ],
};

function fileResource(
  id: string,
  type: string,
  changes: {
    source?: 'upload' | 'designer';
    ready?: boolean;
    problems?: unknown[];
    acknowledged?: boolean;
  } = {},
): AlbumFileResource {
  const problems = (changes.problems ?? []) as AlbumFileResource['meta']['print_check']['problems'];
  return {
    type: 'files',
    id,
    attributes: { title: `${id}.pdf`, file_name: `${id}.pdf`, size: 1000, page_count: 1 },
    meta: {
      media_url: `/api/files/${id}/content`,
      relation: {
        params: {
          type: type as never,
          source: changes.source ?? 'upload',
          acknowledged: !!changes.acknowledged,
        },
      },
      thumbnail:
        changes.ready === false
          ? { url: null, ready: false }
          : { url: `/api/files/${id}/thumbnail`, ready: true },
      print_check: {
        template: 'cover-7',
        expected: { width: 374, height: 190 },
        complete: true,
        problems,
        needs_acknowledgement: problems.some(
          (problem) => (problem as { acknowledge: boolean }).acknowledge,
        ),
        acknowledged: !!changes.acknowledged,
      },
    },
  };
}

const PDF = () => new File(['%PDF-1.7\n%%EOF\n'], 'front.pdf', { type: 'application/pdf' });

function open(
  change: (options: AlbumOptions) => void = () => undefined,
  lists: Partial<Record<string, AlbumFileResource[]>> = {},
  extra: Record<
    string,
    FakeResponse | ((request: { url: URL; init: RequestInit }) => FakeResponse)
  > = {},
  lang: 'en' | 'it' = 'en',
) {
  const options = createDefaultAlbumOptions('7', 1, defaultCatalogue, { albumId: 'a1' });
  change(options);
  useSessionStore.setState({
    lang,
    albumId: 'a1',
    albumProgress: 'file-uploader',
    vinylsId: ['v1'],
    albumOptions: options,
  });
  const album = albumResource('a1', {
    album_format: '7',
    album_rpm: '45',
    album_progress: 'file-uploader',
    album_options: options,
  });
  const state = { ...lists };
  const list = (kind: string) => () => ({ body: { data: state[kind] ?? [] } });
  const api = fakeApi({
    ...signedInRoutes(guestName, 1),
    'GET /api/config': { body: configDocument },
    'GET /api/albums/a1': { body: { data: album } },
    'GET /api/albums/a1/relationships/has_vinyls': {
      body: { data: [{ type: 'vinyls', id: 'v1' }] },
    },
    'GET /api/albums/a1/cover_print': list('cover_print'),
    'GET /api/albums/a1/vinyl_print': list('vinyl_print'),
    'GET /api/albums/a1/label_print': list('label_print'),
    'GET /api/albums/a1/sleeve_print': list('sleeve_print'),
    'GET /api/upload_info/files': {
      body: {
        upload_url: 'http://localhost/api/uploads/',
        upload_token: 't'.repeat(40),
        expires_at: '2999-01-01T00:00:00Z',
        max_size: 120 * 1024 * 1024,
      },
    },
    'POST /api/albums/a1/relationships/cover_print': ({ init }) => {
      const body = JSON.parse(String(init.body)) as {
        data: {
          id: string;
          meta: { relation: { params: { type: string; acknowledged?: boolean } } };
        }[];
      };
      const [link] = body.data;
      // The same file sent again keeps its print checks (the server's do not change).
      const same = state.cover_print?.find((file) => file.id === link?.id);
      const problems = same?.meta.print_check.problems;
      state.cover_print = [
        fileResource(link?.id ?? '', link?.meta.relation.params.type ?? '', {
          acknowledged: link?.meta.relation.params.acknowledged,
          ...(problems && { problems }),
        }),
      ];
      return { body: { data: state.cover_print } };
    },
    'DELETE /api/albums/a1/relationships/label_print': () => {
      state.label_print = [];
      return { body: { data: [] } };
    },
    'PATCH /api/albums/a1': {
      body: { data: { ...album, attributes: { ...album.attributes, album_progress: 'preview' } } },
    },
    ...extra,
  });
  const view = renderApp('/file-uploader');
  return { api, state, ...view };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('graphics step (spec 2 §2 "Graphics")', () => {
  beforeEach(() => {
    // A browser the designer supports, unless a test says otherwise.
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    );
    URL.createObjectURL = vi.fn(() => 'blob:picked');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.mocked(openDesignerPage).mockReset());

  it('shows a card for each printed part the options call for, with its template', async () => {
    open((options) => {
      if (options.label) options.label.color = 'Printed';
    });
    expect(await findPageHeading('Graphics')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Cover' })).toBeInTheDocument();
    const cards = screen
      .getAllByRole('article')
      .filter((node) => node.getAttribute('aria-labelledby')?.startsWith('slot-'));
    expect(cards).toHaveLength(3);
    expect(card('Label side A')).toBeInTheDocument();
    expect(card('Label side B')).toBeInTheDocument();
    const cover = within(card('Cover'));
    expect(cover.getByText('No file yet')).toBeInTheDocument();
    expect(cover.getByRole('button', { name: 'Create online' })).toBeEnabled();
    expect(cover.getByRole('button', { name: 'Upload file' })).toBeEnabled();
    expect(cover.getByRole('link', { name: /cover-7\.pdf/ })).toHaveAttribute(
      'href',
      '/files/template/cover-7.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download Template Kit' })).toHaveAttribute(
      'href',
      '/api/albums/a1/template-kit',
    );
    expect(screen.getByText(/Still missing: Cover, Label/)).toBeInTheDocument();
  });

  it('names the cover External cover on a gatefold and adds the internal cover', async () => {
    open((options) => {
      if (options.cover) options.cover.gatefold = 'Yes';
    });
    expect(await screen.findByRole('article', { name: 'External cover' })).toBeInTheDocument();
    expect(card('Internal cover')).toBeInTheDocument();
  });

  it('uploads a PDF in the upload modal, then says it is done and shows its preview', async () => {
    const user = userEvent.setup();
    const { api } = open();
    await user.click(
      await within(await screen.findByRole('article', { name: 'Cover' })).findByRole('button', {
        name: 'Upload file',
      }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Cover Graphics upload' });
    expect(modal).toHaveTextContent('Build your artwork on the template');
    expect(within(modal).getByText('PDF file, one page, up to 120 MB')).toBeInTheDocument();
    expect(within(modal).getByText('CMYK colours (recommended)')).toBeInTheDocument();
    expect(
      within(modal).getByText('300 DPI images at their printed size (recommended)'),
    ).toBeInTheDocument();
    expect(
      within(modal).getByText('Built on our template (mandatory for designers)'),
    ).toBeInTheDocument();
    await user.upload(within(modal).getByLabelText('Drop the PDF for Cover'), PDF());
    const done = await screen.findByRole('dialog', { name: 'Upload completed' });
    expect(done).toHaveTextContent('file-front.pdf.pdf is now the Cover');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(
      await within(card('Cover')).findByRole('img', { name: 'Page 1 of file-front.pdf.pdf' }),
    ).toHaveAttribute('src', '/api/files/file-front.pdf/thumbnail');
    expect(within(card('Cover')).getByRole('button', { name: 'Replace file' })).toBeInTheDocument();
    const [attach] = api.callsTo('POST', '/api/albums/a1/relationships/cover_print');
    expect(attach?.body).toEqual({
      data: [
        {
          type: 'files',
          id: 'file-front.pdf',
          meta: { relation: { params: { type: 'external', source: 'upload' } } },
        },
      ],
    });
  });

  it('closes the modal on a failed save and shows a red alert at the top', async () => {
    const user = userEvent.setup();
    open(
      undefined,
      {},
      {
        'POST /api/albums/a1/relationships/cover_print': apiError(
          500,
          'internal_error',
          'There was an error, retry',
        ),
      },
    );
    await user.click(
      await within(await screen.findByRole('article', { name: 'Cover' })).findByRole('button', {
        name: 'Upload file',
      }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Cover Graphics upload' });
    await user.upload(within(modal).getByLabelText('Drop the PDF for Cover'), PDF());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The upload did not work');
    expect(alert).toHaveTextContent('front.pdf: There was an error, retry');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cover Graphics upload' })).toBeNull(),
    );
  });

  it('refuses a file that is not a PDF, by its content, with a red alert at the top', async () => {
    const user = userEvent.setup();
    const { api } = open();
    await user.click(
      await within(await screen.findByRole('article', { name: 'Cover' })).findByRole('button', {
        name: 'Upload file',
      }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Cover Graphics upload' });
    const fake = new File(['just text'], 'cover.pdf', { type: 'application/pdf' });
    await user.upload(within(modal).getByLabelText('Drop the PDF for Cover'), fake);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only PDF files can be uploaded: cover.pdf is not a PDF.',
    );
    expect(api.callsTo('POST', '/api/albums/a1/relationships/cover_print')).toEqual([]);
  });

  it('asks before Create online, opens the designer with its parameters and keeps the upload until a design replaces it (issue 14 item 1)', async () => {
    const user = userEvent.setup();
    const { api } = open(
      (options) => {
        if (options.label) options.label.color = 'Printed';
      },
      { label_print: [fileResource('lab-a', 'front_disc1')] },
    );
    const sideA = await screen.findByRole('article', { name: 'Label side A' });
    await user.click(within(sideA).getByRole('button', { name: 'Create online' }));
    const confirm = await screen.findByRole('dialog', { name: 'Create online instead?' });
    expect(confirm).toHaveTextContent(
      'Your uploaded file for Label side A stays until you save a design in the designer: the design then replaces it.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/albums/a1/relationships/label_print')).toEqual([]);
    expect(openDesignerPage).not.toHaveBeenCalled();

    await user.click(within(sideA).getByRole('button', { name: 'Create online' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Create online instead?' })).getByRole(
        'button',
        { name: 'Confirm' },
      ),
    );
    await waitFor(() =>
      expect(openDesignerPage).toHaveBeenCalledWith(
        '/designer-app/a1/label_print/en?param=type&value=front_disc1&format=7&hole=standard&gatefold=No',
      ),
    );
    // Nothing is deleted before its replacement exists.
    expect(api.callsTo('DELETE', '/api/albums/a1/relationships/label_print')).toEqual([]);
    expect(api.callsTo('DELETE', '/api/files/lab-a')).toEqual([]);
    expect(within(sideA).getByText('lab-a.pdf')).toBeInTheDocument();
  });

  it('asks before an upload replaces graphics made online, then opens the upload modal', async () => {
    const user = userEvent.setup();
    open(undefined, { cover_print: [fileResource('made', 'external', { source: 'designer' })] });
    const cover = await screen.findByRole('article', { name: 'Cover' });
    expect(within(cover).getByText('Made online')).toBeInTheDocument();
    await user.click(within(cover).getByRole('button', { name: 'Replace file' }));
    const confirm = await screen.findByRole('dialog', { name: 'Upload a file instead?' });
    expect(confirm).toHaveTextContent(
      'Uploading a file replaces the graphics made online for Cover.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('dialog', { name: 'Cover Graphics upload' }),
    ).toBeInTheDocument();
  });

  it('warns a browser the designer does not support, and continues anyway on request', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    );
    open();
    await user.click(
      await within(await screen.findByRole('article', { name: 'Cover' })).findByRole('button', {
        name: 'Create online',
      }),
    );
    const warning = await screen.findByRole('dialog', {
      name: 'Your browser may not run the designer',
    });
    expect(warning).toHaveTextContent('supported in Chrome, Edge and Safari');
    await user.click(within(warning).getByRole('button', { name: 'Continue anyway' }));
    await waitFor(() => expect(openDesignerPage).toHaveBeenCalledTimes(1));
  });

  it('lists print problems, and holds Save and continue until a wrong size is accepted', async () => {
    const user = userEvent.setup();
    const size = {
      code: 'size',
      found: { width: 210, height: 297 },
      expected: { width: 374, height: 190 },
      acknowledge: true,
    };
    const rgb = { code: 'rgb', images: 1, vector: false, acknowledge: false };
    const { api, router } = open(undefined, {
      cover_print: [fileResource('a4', 'external', { problems: [size, rgb] })],
    });
    const cover = await screen.findByRole('article', { name: 'Cover' });
    expect(
      within(cover).getByText(/The page is 210 × 297 mm, but this part needs 374 × 190 mm/),
    ).toBeInTheDocument();
    expect(within(cover).getByText(/The file uses RGB colours/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save and continue' });
    expect(save).toBeDisabled();
    await user.click(within(cover).getByRole('button', { name: 'Use it anyway' }));
    expect(
      await within(card('Cover')).findByText('You chose to print this file at its size.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/albums/a1/relationships/cover_print')[0]?.body).toMatchObject({
      data: [{ id: 'a4', meta: { relation: { params: { acknowledged: true } } } }],
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preview'));
    expect(api.callsTo('PATCH', '/api/albums/a1')[0]?.body).toEqual({
      data: { type: 'albums', id: 'a1', attributes: { album_progress: 'preview' } },
    });
  });

  it('says a preview is being made, or why it cannot be', async () => {
    open(
      (options) => {
        if (options.label) options.label.color = 'Printed';
      },
      {
        label_print: [
          fileResource('a', 'front_disc1', { ready: false }),
          {
            ...fileResource('b', 'back_disc1'),
            meta: {
              ...fileResource('b', 'back_disc1').meta,
              thumbnail: { url: null, ready: false, error: 'timeout' },
            },
          },
        ],
      },
    );
    expect(
      await within(await screen.findByRole('article', { name: 'Label side A' })).findByText(
        'Preparing the preview…',
      ),
    ).toBeInTheDocument();
    expect(within(card('Label side B')).getByText(/took too long to draw/)).toBeInTheDocument();
  });

  it('goes Back to the options', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/disc-options'));
  });

  it('speaks Italian', async () => {
    open(undefined, {}, {}, 'it');
    expect(await screen.findByRole('article', { name: 'Copertina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carica file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crea online' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva e continua' })).toBeInTheDocument();
  });
});
