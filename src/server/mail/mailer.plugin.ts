import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';
import { createMailTransport } from './mail-transport.ts';
import { createMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The sender's domain, for Message-ID headers: 'Rota <nao-responda@rota.com.br>' → 'rota.com.br'. */
export function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
}

/**
 * `app.mailer` (docs/decisions/090): e-mails queued in the database and sent by this process's
 * worker — over SMTP when env.SMTP_URL is set, otherwise as `.eml` files in DATA_DIR/outbox/.
 */
export const mailerPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const mailer = createMailer({
      db: app.db,
      transport: createMailTransport({
        from: env.MAIL_FROM,
        smtpUrl: env.SMTP_URL,
        outboxDir: path.join(env.DATA_DIR, 'outbox'),
        // An attempt ends (by timeout at worst) well before its lease lets another process retry it.
        timeoutMs: Math.max(1000, Math.floor(env.MAIL_LEASE_MS / 3)),
      }),
      log: app.log.child({ component: 'mail-queue' }),
      settings: {
        pollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
        retryBaseMs: env.MAIL_RETRY_BASE_MS,
        maxAttempts: env.MAIL_MAX_ATTEMPTS,
        leaseMs: env.MAIL_LEASE_MS,
      },
      messageIdDomain: domainOf(env.MAIL_FROM),
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    // Before the database closes: the worker lets its attempt in flight finish.
    app.addHook('preClose', async () => mailer.stop());
  },
  { name: 'mailer', dependencies: ['database'] },
);
