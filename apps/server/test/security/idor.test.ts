import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWav } from '../support/audio-files';
import { createTestApp, TestClient, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import { listen, uploadAudio, uploadToken } from '../support/uploads';
import { brief, leakIn, send, type Call } from './calls';
import { BODY_ID_RULES, unmappedBodyIds, unmappedParams } from './id-map';
import { pathIdorMatrix, secretsFor } from './idor-matrix';
import { createOtherCustomer, createOwner, snapshotOwner, type OwnerData } from './owner-data';
import { label, routeTable, type RouteCase } from './route-table';

/**
 * Issue 13, "A security suite that grows with the shop" (decision 013): every route that
 * takes an id, called by a second customer with the first one's ids, answers 404 (403 on
 * the plant's routes), shows none of the first customer's data and changes none of it.
 * The routes come from the app itself, so a new route is in the matrix without anyone
 * adding it; one whose id the matrix cannot fill fails the first test.
 */
describe(`IDOR matrix on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: OwnerData;
  let other: Awaited<ReturnType<typeof createOtherCustomer>>;
  let otherUploadToken: string;
  /** A track of the other customer's own, on side A of their disc. */
  let otherAudioId: string;
  let routes: RouteCase[];
  let before: Awaited<ReturnType<typeof snapshotOwner>>;
  const figures = { routes: 0, paths: { passed: 0, total: 0 }, bodies: { passed: 0, total: 0 } };

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
    const db = t.database.handle.db;
    owner = await createOwner(db, new TestClient(t.app), t.database.dataDir, baseUrl, 'owner');
    other = await createOtherCustomer(new TestClient(t.app));
    otherUploadToken = await uploadToken(other.client);
    const wav = makeWav({ seconds: 2, frequency: 1200, sampleRate: 2000 });
    otherAudioId = await uploadAudio(other.client, baseUrl, wav, 'b-track.wav');
    await other.client.post(`/api/vinyls/${other.vinylId}/relationships/side_a_tracks`, {
      data: [{ type: 'audio', id: otherAudioId }],
    });
    routes = routeTable(t.app);
    before = await snapshotOwner(db, t.database.dataDir, owner.userId);
  }, 120_000);

  afterAll(async () => {
    const { paths, bodies } = figures;
    console.log(
      `[security ${testDialect}] IDOR ${paths.passed}/${paths.total} path-id calls ` +
        `(${figures.routes} route methods), ` +
        `${bodies.passed}/${bodies.total} body-id calls refused without leaking or changing data`,
    );
    await t?.close();
  });

  const secrets = (call: Call) => secretsFor(owner, call);

  it('knows how to fill every path parameter of every route', () => {
    const problems = routes.map(unmappedParams).filter(Boolean);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('knows every id field of every request body', () => {
    const problems = routes
      .map((route) => ({ route, fields: unmappedBodyIds(route) }))
      .filter(({ fields }) => fields.length > 0)
      .map(
        ({ route, fields }) =>
          `${label(route)} has id field(s) ${fields.join(', ')} in its body that the IDOR ` +
          'matrix does not know: add them to BODY_ID_RULES in apps/server/test/security/id-map.ts',
      );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it("answers another customer 404 on every route with the owner's ids, leaking nothing", async () => {
    const outcome = await pathIdorMatrix({
      app: t.app,
      baseUrl,
      routes,
      owner,
      other,
      otherUploadToken,
    });
    figures.routes = outcome.routes;
    figures.paths = { passed: outcome.passed, total: outcome.total };
    expect(outcome.total).toBeGreaterThan(40);
    expect(outcome.failures, outcome.failures.join('\n')).toEqual([]);
  }, 120_000);

  /** The other customer's own album or disc, pointing at the owner's ids in the body. */
  function bodyIdCalls(): Call[] {
    const B = { album: other.albumId, vinyl: other.vinylId };
    const A = owner;
    const calls: Call[] = [
      {
        method: 'PATCH',
        url: `/api/albums/${B.album}`,
        body: { data: { type: 'albums', id: A.albumId, attributes: { title: 'x' } } },
      },
      {
        method: 'PATCH',
        url: `/api/vinyls/${B.vinyl}`,
        body: { data: { type: 'vinyls', id: A.vinylId, attributes: { title: 'x' } } },
      },
      {
        method: 'POST',
        url: `/api/vinyls/${B.vinyl}/relationships/vinyl_of`,
        body: { data: { type: 'albums', id: A.albumId } },
      },
      {
        method: 'POST',
        url: `/api/vinyls/${B.vinyl}/relationships/vinyl_of`,
        body: { data: { type: 'albums', id: A.orderedAlbumId } },
      },
      {
        method: 'PATCH',
        url: `/api/albums/${B.album}/relationships/pdf_to_print`,
        body: { data: { type: 'files', id: A.fileId } },
      },
      {
        method: 'PATCH',
        url: `/api/albums/${B.album}/relationships/pdf_to_print`,
        body: { data: { type: 'files', id: A.looseFileId } },
      },
      {
        // The owner's design image for every part of the other customer's album.
        method: 'POST',
        url: `/api/albums/${B.album}/designs/from-image`,
        body: { data: { type: 'designs', attributes: { image_id: A.designImageId } } },
      },
    ];
    // A track rename or move (PATCH vinyls/{id}/tracks/{audioId}): the owner's track, or
    // the other customer's own track moved onto the owner's disc.
    calls.push(
      {
        method: 'PATCH',
        url: `/api/vinyls/${B.vinyl}/tracks/${A.audioId}`,
        body: { data: { type: 'audio', id: A.audioId, attributes: { title: 'x' } } },
      },
      {
        method: 'PATCH',
        url: `/api/vinyls/${B.vinyl}/tracks/${otherAudioId}`,
        body: {
          data: {
            type: 'audio',
            id: otherAudioId,
            relationships: { vinyl: { data: { type: 'vinyls', id: A.vinylId } } },
          },
        },
      },
    );
    for (const side of ['a', 'b']) {
      for (const audio of [A.audioId, A.looseAudioId]) {
        for (const method of ['POST', 'PATCH', 'DELETE']) {
          const url = `/api/vinyls/${B.vinyl}/relationships/side_${side}_tracks`;
          calls.push({ method, url, body: { data: [{ type: 'audio', id: audio }] } });
        }
      }
    }
    for (const file of [A.fileId, A.looseFileId]) {
      const url = `/api/albums/${B.album}/relationships/cover_print`;
      const link = {
        type: 'files',
        id: file,
        meta: { relation: { params: { type: 'external', source: 'upload' } } },
      };
      calls.push({ method: 'POST', url, body: { data: [link] } });
      calls.push({ method: 'PATCH', url, body: { data: link } });
      calls.push({ method: 'DELETE', url, body: { data: { type: 'files', id: file } } });
    }
    for (const album of [A.albumId, A.orderedAlbumId]) {
      for (const url of ['/api/checkout', '/api/submit-order']) {
        const quantity = url === '/api/checkout' ? 2 : 10;
        calls.push({
          method: 'POST',
          url,
          body: {
            products: [
              { variant_id: 1, quantity, album_id: album },
              { variant_id: 2, quantity },
            ],
            note_attributes: [],
            customer: {
              email: 'b@example.com',
              shipping: {
                name: 'B',
                address: 'Via B 1',
                city: 'Roma',
                postal_code: '00100',
                country: 'IT',
              },
              billing: { name: 'B', invoice: false },
            },
          },
        });
      }
    }
    return calls;
  }

  it("refuses the owner's ids in another customer's request bodies", async () => {
    // Each owned body field of BODY_ID_RULES has at least one call below.
    // Each owned body field of a served route has at least one call below.
    const calls = bodyIdCalls();
    const routeOf = (url: string) =>
      routes.find((route) =>
        new RegExp(`^${route.url.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`).test(url),
      );
    const called = calls.map((call) => routeOf(call.url)?.url ?? '');
    for (const rule of BODY_ID_RULES) {
      if (!Object.values(rule.fields).includes('owned')) continue;
      if (!routes.some((route) => rule.pattern.test(route.url))) continue;
      const covered = called.some((url) => rule.pattern.test(url));
      expect(covered, `no body-id call in idor.test.ts for ${rule.pattern}`).toBe(true);
    }
    const failures: string[] = [];
    for (const call of calls) {
      const answer = await send(t.app, other.client, call);
      figures.bodies.total++;
      const leak = leakIn(answer, secrets(call));
      const what = `${call.method} ${call.url} ${brief(JSON.stringify(call.body), 160)} → ${answer.status}`;
      if (leak) failures.push(`${what} shows the owner's ${leak}: ${brief(answer.body)}`);
      else if (answer.status < 400 || answer.status >= 500)
        failures.push(`${what}: ${brief(answer.body)}`);
      else figures.bodies.passed++;
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 60_000);

  it("stores another customer's album as theirs when its options name the owner's album", async () => {
    const url = `/api/albums/${other.albumId}`;
    const current = (await other.client.get(url)).json<{
      data: { attributes: { album_options: { vinyl: Record<string, unknown> } } };
    }>().data.attributes.album_options;
    const options = { ...current, vinyl: { ...current.vinyl, album_id: owner.albumId } };
    const call = {
      method: 'PATCH',
      url,
      body: { data: { type: 'albums', attributes: { album_options: options } } },
    };
    const answer = await send(t.app, other.client, call);
    figures.bodies.total++;
    expect(answer.status).toBe(200);
    expect(leakIn(answer, secrets({ method: 'GET', url }))).toBeUndefined();
    const saved = (await other.client.get(url)).json<{
      data: { attributes: { album_options: { vinyl: { album_id: string } } } };
    }>().data.attributes.album_options;
    expect(saved.vinyl.album_id).toBe(other.albumId);
    figures.bodies.passed++;
  });

  it("leaves every row and stored file of the owner's as it was", async () => {
    const after = await snapshotOwner(t.database.handle.db, t.database.dataDir, owner.userId);
    expect(after).toEqual(before);
  });
});
