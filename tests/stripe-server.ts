/**
 * A stand-in for Stripe's API on loopback: it answers the endpoints the product calls
 * (POST /v1/checkout/sessions, POST /v1/refunds) the way Stripe does — form-encoded requests,
 * JSON objects back, Stripe's error shape — and records every request, so tests assert what was
 * sent. Events for the webhook are built here and signed with the SDK's own
 * `stripe.webhooks.generateTestHeaderString`. Point STRIPE_API_BASE at `url`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The form body, flat: `line_items[0][price_data][currency]` → `brl`. */
  form: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  requests: RecordedStripeRequest[];
  /** The next call to `path` answers this Stripe error instead (status, type, message). */
  failNext(path: string, error: { status: number; type: string; message: string }): void;
  stop(): Promise<void>;
}

const idOf = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': idOf('req') });
  response.end(JSON.stringify(body));
}

export async function startStripeServer(): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = [];
  const failures = new Map<string, { status: number; type: string; message: string }>();

  const server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    requests.push({
      method: request.method ?? 'GET',
      path,
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
      form,
    });
    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      return send(response, failure.status, { error: { type: failure.type, message: failure.message } });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = idOf('cs_test');
      return send(response, 200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        currency: form['line_items[0][price_data][currency]'],
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata: { order_id: form['metadata[order_id]'] },
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      return send(response, 200, {
        id: idOf('re'),
        object: 'refund',
        status: 'succeeded',
        payment_intent: form.payment_intent,
        metadata: { order_id: form['metadata[order_id]'] },
      });
    }
    return send(response, 404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${path})`,
      },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(path, error) {
      failures.set(path, error);
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A Stripe event as its webhook delivers it (a snapshot of the object). */
export function stripeEvent(type: string, object: Record<string, unknown>, id = idOf('evt')) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** The Stripe-Signature header for a payload, made by the SDK itself. */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
