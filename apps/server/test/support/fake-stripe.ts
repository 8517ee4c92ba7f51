import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the shop made to the fake, its form body decoded to flat `a[b][c]` keys. */
export interface StripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

export interface FakeStripe {
  /** For `STRIPE_API_BASE`. */
  url: string;
  calls: StripeCall[];
  /** Sessions made so far, by id, as the fake answered them. */
  sessions: Map<string, Record<string, unknown>>;
  /** What Stripe does 24 hours after a session was made and not paid. */
  expire(sessionId: string): void;
  /** The buyer paid on Stripe's page (its webhook is sent separately, or not). */
  complete(sessionId: string): void;
  close(): Promise<void>;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': randomUUID() });
  response.end(JSON.stringify(body));
}

/**
 * A local stand-in for Stripe's API over real HTTP (node:http): `POST /v1/checkout/sessions`
 * answers a Checkout Session built from what was sent, like Stripe's test mode does; an
 * idempotency key seen before answers the same session; `GET /v1/checkout/sessions/{id}`
 * reads one back (expired by `expire`). Anything else is a 404 in Stripe's error shape. The shop's Stripe client reaches it through `STRIPE_API_BASE`.
 */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, Record<string, unknown>>();
  const server = http.createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const call: StripeCall = {
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: header('authorization'),
        idempotencyKey: header('idempotency-key'),
        form: Object.fromEntries(new URLSearchParams(raw)),
      };
      calls.push(call);
      if (call.authorization !== `Bearer ${secretKey}`) {
        send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid key' } });
        return;
      }
      const retrieved = /^\/v1\/checkout\/sessions\/([\w-]+)(\?.*)?$/.exec(call.path);
      if (call.method === 'GET' && retrieved) {
        const session = sessions.get(retrieved[1] ?? '');
        if (session) send(response, 200, session);
        else send(response, 404, { error: { type: 'invalid_request_error', message: 'No such' } });
        return;
      }
      if (call.method !== 'POST' || call.path !== '/v1/checkout/sessions') {
        send(response, 404, { error: { type: 'invalid_request_error', message: 'No route' } });
        return;
      }
      const known = call.idempotencyKey ? byKey.get(call.idempotencyKey) : undefined;
      if (known) {
        send(response, 200, known);
        return;
      }
      const { form } = call;
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const quantity = Number(form['line_items[0][quantity]'] ?? '1');
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: form.client_reference_id ?? null,
        metadata: { order_id: form['metadata[order_id]'] },
        currency: form['line_items[0][price_data][currency]'],
        amount_total: Number(form['line_items[0][price_data][unit_amount]']) * quantity,
        payment_status: 'unpaid',
        status: 'open',
        expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
      };
      sessions.set(id, session);
      if (call.idempotencyKey) byKey.set(call.idempotencyKey, session);
      send(response, 200, session);
    })().catch(() => send(response, 500, { error: { type: 'api_error', message: 'fake' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    expire(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'expired';
      session.url = null;
    },
    complete(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
