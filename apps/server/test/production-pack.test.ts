import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placePaidOrder, renameTrack, sha256, sideTracks, unzip } from './production-pack-helpers';
import { signIn } from './support/accounts';
import { makeWav } from './support/audio-files';
import { pdfText } from './support/pdf-text';
import { createReadyAlbum, type ReadyAlbum } from './support/ready-album';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen } from './support/uploads';

const ADMIN = 'pack-admin@press.example';
const ADMIN_PASSWORD = 'vinyl plant secret';
const TITLES = { a1: 'Rain: Part 1/2', a2: 'Été “Blue” ☂', b1: '=SUM(A1)' };

/**
 * Issue 17, the production pack: a paid order built through the API, downloaded by the
 * plant as one zip (job sheet, print PDFs by part and side, audio renamed in side order,
 * cue sheet as CSV and PDF), admin only, audited.
 */
describe(`the production pack on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: TestClient;
  let plant: TestClient;
  let album: ReadyAlbum;
  let orderId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD } });
    baseUrl = await listen(t.app);
    owner = new TestClient(t.app);
    await owner.loginAsGuest();
    album = await createReadyAlbum(owner, baseUrl, {
      title: 'Songs of Rain',
      author: 'Ada & the Storms',
      sides: { a: [3, 2], b: [4] },
      options: (saved) => ({ label: { ...saved.label!, color: 'Printed' } }),
      files: [
        { kind: 'cover_print', type: 'external', widthMm: 190, heightMm: 190 },
        { kind: 'label_print', type: 'front_disc1', widthMm: 98, heightMm: 98 },
        { kind: 'label_print', type: 'back_disc1', widthMm: 98, heightMm: 98 },
      ],
    });
    const [a1, a2] = await sideTracks(owner, album.vinylId, 'a');
    const [b1] = await sideTracks(owner, album.vinylId, 'b');
    await renameTrack(owner, album.vinylId, a1!.id, TITLES.a1);
    await renameTrack(owner, album.vinylId, a2!.id, TITLES.a2);
    await renameTrack(owner, album.vinylId, b1!.id, TITLES.b1);
    orderId = await placePaidOrder(owner, [{ id: album.id, quantity: 2 }]);
    plant = new TestClient(t.app);
    await signIn(plant, ADMIN, ADMIN_PASSWORD);
  }, 60_000);
  afterAll(() => t.close());

  const download = (client: TestClient, id: string, query = '') =>
    client.get(`/api/admin/orders/${id}/pack${query}`);

  it('answers a zip named after the order, with every part of the album in it', async () => {
    const response = await download(plant, orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    // The order's number is its id, as the payment pages and the orders board show it.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="order-${orderId}.zip"`,
    );
    const zip = unzip(response.rawPayload);
    expect([...zip.keys()]).toEqual([
      'job-sheet.pdf',
      'cover-external.pdf',
      'label-side-A.pdf',
      'label-side-B.pdf',
      'audio/A1 Rain- Part 1-2.wav',
      'audio/A2 Été “Blue” ☂.wav',
      'audio/B1 =SUM(A1).wav',
      'cue-sheet.csv',
      'cue-sheet.pdf',
    ]);
  });

  it('holds the uploaded audio byte for byte, in side order', async () => {
    const zip = unzip((await download(plant, orderId)).rawPayload);
    const audio = [...zip].filter(([name]) => name.startsWith('audio/'));
    // createReadyAlbum's tones: 340, 380 Hz on side A, 420 Hz on side B, at 2000 Hz.
    const uploaded = [
      makeWav({ seconds: 3, frequency: 340, sampleRate: 2000 }),
      makeWav({ seconds: 2, frequency: 380, sampleRate: 2000 }),
      makeWav({ seconds: 4, frequency: 420, sampleRate: 2000 }),
    ];
    expect(audio.map(([, bytes]) => sha256(bytes))).toEqual(uploaded.map(sha256));
    const stored = [
      ...(await sideTracks(owner, album.vinylId, 'a')),
      ...(await sideTracks(owner, album.vinylId, 'b')),
    ].map((track) => track.meta.file_metadata.sha256);
    expect(audio.map(([, bytes]) => sha256(bytes))).toEqual(stored);
  });

  it('holds the print PDFs as the customer uploaded them, and PDFs that open', async () => {
    const zip = unzip((await download(plant, orderId)).rawPayload);
    const slots = {
      'cover-external.pdf': 'cover_print/external',
      'label-side-A.pdf': 'label_print/front_disc1',
      'label-side-B.pdf': 'label_print/back_disc1',
    };
    for (const [name, slot] of Object.entries(slots)) {
      const original = await owner.get(`/api/files/${album.fileIds[slot]}/content`);
      expect(original.statusCode).toBe(200);
      // A frame of the shop's own pages may show it, unlike other API answers (decision 064).
      expect(original.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(original.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(sha256(zip.get(name)!), name).toBe(sha256(original.rawPayload));
    }
    for (const [name, bytes] of zip) {
      if (!name.endsWith('.pdf')) continue;
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount(), name).toBeGreaterThan(0);
    }
    const jobSheet = await pdfText(zip.get('job-sheet.pdf')!);
    expect(jobSheet).toContain('Songs of Rain');
    const cueSheet = await pdfText(zip.get('cue-sheet.pdf')!);
    expect(cueSheet).toContain('Rain: Part 1/2');
    // WinAnsi: the umbrella is not in the standard font, the accent and quotes are.
    expect(cueSheet).toContain('Été "Blue" ?');
    expect(cueSheet).toContain('00:05');
  });

  it('writes the cue sheet: sides, positions, durations, starts and a 2 s gap', async () => {
    const zip = unzip((await download(plant, orderId)).rawPayload);
    const csv = zip.get('cue-sheet.csv')!.toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'side,position,title,duration,start,gap_seconds',
      'A,1,Rain: Part 1/2,00:03,00:00,0',
      'A,2,Été “Blue” ☂,00:02,00:05,2',
      // A title that starts like a formula is not run by a spreadsheet.
      "B,1,'=SUM(A1),00:04,00:00,0",
      '',
    ]);
    const wider = unzip((await download(plant, orderId, '?gap=4')).rawPayload);
    const rows = wider.get('cue-sheet.csv')!.toString('utf8').split('\r\n');
    expect(rows[2]).toBe('A,2,Été “Blue” ☂,00:02,00:07,4');
  });

  it('records each download in the audit log', async () => {
    const before = await t.database.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'pack.downloaded')
      .where('target_id', '=', orderId)
      .execute();
    await download(plant, orderId);
    const after = await t.database.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'pack.downloaded')
      .where('target_id', '=', orderId)
      .execute();
    expect(after).toHaveLength(before.length + 1);
    const admin = await t.database.handle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', ADMIN)
      .executeTakeFirstOrThrow();
    const last = after.at(-1)!;
    expect(last).toMatchObject({ admin_user_id: admin.id, target_type: 'orders' });
    expect(JSON.parse(last.data)).toMatchObject({ albums: 1, gap: 2 });
  });

  it('is for the plant only: 401 anonymous, 403 customer, 404 unknown, 400 bad gap', async () => {
    const anonymous = await download(new TestClient(t.app), orderId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errors: [{ status: '401' }] });
    const customer = await download(owner, orderId);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ errors: [{ status: '403' }] });
    const unknown = await download(plant, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [{ status: '404' }] });
    for (const query of ['?gap=abc', '?gap=-1', '?gap=31', '?other=1']) {
      const bad = await download(plant, orderId, query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json(), query).toMatchObject({ errors: [{ status: '400' }] });
    }
  });

  it('streams over HTTP: chunked, with no length known before the zip is written', async () => {
    const cookie = `sid=${plant.cookie('sid')}`;
    const response = await fetch(`${baseUrl}/api/admin/orders/${orderId}/pack`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    const zip = unzip(Buffer.from(await response.arrayBuffer()));
    expect(zip.size).toBe(9);
  });
});
