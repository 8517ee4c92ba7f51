import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderCustomer, createOrderableAlbum } from './factories';
import { signIn } from './support/accounts';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const ADMIN = 'docs-admin@press.example';
const PASSWORD = 'vinyl plant secret';

type Interceptor = (request: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ headers: Record<string, string> }> | { headers: Record<string, string> };

/**
 * Issue 17: "Try it out" on `POST /api/admin/orders/{id}/price` answered 403 csrf_invalid.
 * The page's own script (swagger-initializer.js, as served) is run with a stand-in for the
 * browser: its request interceptor fetches /api/csrf with the admin's cookies and the call
 * it prepares passes the CSRF check; the docs say how to call the API with curl.
 */
describe(`/api/docs Try it out on ${testDialect}`, () => {
  let t: TestApp;
  let plant: TestClient;
  let fetched: string[];
  let interceptor: Interceptor;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: PASSWORD } });
    plant = new TestClient(t.app);
    await signIn(plant, ADMIN, PASSWORD);
    const script = await t.app.inject('/api/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
    fetched = [];
    // The browser as the script sees it: the admin's same-origin fetch, and SwaggerUIBundle
    // keeping the configuration it is given.
    let config: { requestInterceptor?: Interceptor } = {};
    const SwaggerUIBundle = Object.assign(
      (given: typeof config) => {
        config = given;
        return { initOAuth: () => undefined };
      },
      { presets: { apis: {} }, plugins: { DownloadUrl: {} } },
    );
    const window: { onload?: () => void; location: { href: string } } = {
      location: { href: 'http://shop.example/api/docs/' },
    };
    const context = vm.createContext({
      window,
      URL,
      SwaggerUIBundle,
      SwaggerUIStandalonePreset: {},
      document: { createElement: () => ({ href: '' }), querySelector: () => null, body: {} },
      // The page swaps in the shop's logo once the UI has drawn it: nothing is drawn here.
      MutationObserver: class {
        observe() {}
        disconnect() {}
      },
      fetch: async (url: string) => {
        fetched.push(url);
        const response = await plant.get(url);
        return { json: async () => response.json() };
      },
    });
    vm.runInContext(script.body, context);
    window.onload?.();
    if (!config.requestInterceptor) throw new Error('the page configures no requestInterceptor');
    interceptor = config.requestInterceptor;
  });
  afterAll(() => t.close());

  it('sends the CSRF token the page fetched on a POST, and the call passes', async () => {
    const customer = new TestClient(t.app);
    await customer.loginAsGuest();
    const album = await createOrderableAlbum(t.database.handle.db, customer, 12);
    const placed = await customer.post('/api/submit-order', {
      products: [{ variant_id: 1, quantity: 12, album_id: album.id }],
      note_attributes: [],
      customer: buildOrderCustomer(),
    });
    const { id } = placed.json<{ data: { id: string } }>().data;
    const path = `/api/admin/orders/${id}/price`;
    const body = JSON.stringify({ price: 40_000, message: 'From the docs' });
    // Without the interceptor's header the shop refuses it, as issue 17 found.
    const bare = await plant.post(path, body, { 'x-csrf-token': 'none' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().errors[0].code).toBe('csrf_invalid');
    const prepared = await interceptor({
      url: `http://shop.example${path}`,
      method: 'post',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(fetched).toEqual(['/api/csrf']);
    const sent = await plant.post(path, body, prepared.headers);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.attributes).toMatchObject({ order_status: 'pending', price: 40_000 });
  });

  it('leaves reads alone', async () => {
    fetched.length = 0;
    const request = {
      url: 'http://shop.example/api/admin/orders/board',
      method: 'GET',
      headers: {},
    };
    expect(await interceptor(request)).toBe(request);
    expect(fetched).toEqual([]);
  });

  it('says in the OpenAPI document how to call the API with curl', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json<{ info: { description: string } }>();
    expect(spec.info.description).toContain('curl -c jar -b jar');
    expect(spec.info.description).toContain('X-CSRF-Token');
    expect(spec.info.description).toContain('/api/csrf');
  });
});
