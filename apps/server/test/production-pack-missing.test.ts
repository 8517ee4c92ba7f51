import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placePaidOrder, sideTracks, unzip } from './production-pack-helpers';
import { signIn } from './support/accounts';
import { createReadyAlbum, type ReadyAlbum } from './support/ready-album';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen } from './support/uploads';

const ADMIN = 'pack-admin@press.example';
const ADMIN_PASSWORD = 'vinyl plant secret';

/**
 * Issue 17, the production pack of an order of several albums: a folder per album named
 * by its title (repeats numbered), and files deleted from storage named in MISSING.txt
 * while the zip still completes with everything else.
 */
describe(`the production pack of several albums, files missing, on ${testDialect}`, () => {
  let t: TestApp;
  let plant: TestClient;
  let first: ReadyAlbum;
  let second: ReadyAlbum;
  let orderId: string;
  let removedTrack: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD } });
    const baseUrl = await listen(t.app);
    const owner = new TestClient(t.app);
    await owner.loginAsGuest();
    // Two titles that make the same folder name: the second in title order gets "(2)".
    const sides = { a: [2], b: [3] };
    first = await createReadyAlbum(owner, baseUrl, { title: 'Night/Day', sides });
    second = await createReadyAlbum(owner, baseUrl, { title: 'Night:Day', sides });
    orderId = await placePaidOrder(owner, [
      { id: first.id, quantity: 1 },
      { id: second.id, quantity: 2 },
    ]);
    const db = t.database.handle.db;
    const dropStored = (key: string) => fs.rmSync(path.join(t.database.dataDir, 'files', key));
    // The first album's cover PDF and the second's side B master vanish from the disk.
    const cover = await db
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', first.fileIds['cover_print/external']!)
      .executeTakeFirstOrThrow();
    dropStored(cover.storage_key);
    const [track] = await sideTracks(owner, second.vinylId, 'b');
    const audio = await db
      .selectFrom('audio')
      .select(['storage_key', 'file_name'])
      .where('id', '=', track!.id)
      .executeTakeFirstOrThrow();
    removedTrack = audio.file_name;
    dropStored(audio.storage_key);
    plant = new TestClient(t.app);
    await signIn(plant, ADMIN, ADMIN_PASSWORD);
  }, 60_000);
  afterAll(() => t.close());

  it('puts each album in its own folder and names what is missing', async () => {
    const response = await plant.get(`/api/admin/orders/${orderId}/pack`);
    expect(response.statusCode, response.body).toBe(200);
    const zip = unzip(response.rawPayload);
    const names = [...zip.keys()];
    expect(names.filter((name) => name.startsWith('Night-Day/'))).toEqual([
      'Night-Day/job-sheet.pdf',
      expect.stringMatching(/^Night-Day\/audio\/A1 a-\d+\.wav$/),
      expect.stringMatching(/^Night-Day\/audio\/B1 b-\d+\.wav$/),
      'Night-Day/cue-sheet.csv',
      'Night-Day/cue-sheet.pdf',
    ]);
    expect(names.filter((name) => name.startsWith('Night-Day (2)/'))).toEqual([
      'Night-Day (2)/job-sheet.pdf',
      'Night-Day (2)/cover-external.pdf',
      expect.stringMatching(/^Night-Day \(2\)\/audio\/A1 a-\d+\.wav$/),
      'Night-Day (2)/cue-sheet.csv',
      'Night-Day (2)/cue-sheet.pdf',
    ]);
    expect(names.at(-1)).toBe('MISSING.txt');
    const missing = zip.get('MISSING.txt')!.toString('utf8').split('\r\n').slice(2, -1);
    expect(missing).toEqual([
      'Night-Day/cover-external.pdf: its stored file is missing',
      `Night-Day (2)/audio/B1 ${removedTrack}: its stored file is missing`,
    ]);
    // The cue sheet still lists the missing track: the plant knows what to ask for.
    const cue = zip.get('Night-Day (2)/cue-sheet.csv')!.toString('utf8').split('\r\n');
    expect(cue[2]).toMatch(/^B,1,b-\d+\.wav,00:03,00:00,0$/);
  });
});
