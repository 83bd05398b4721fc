import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';
import { createMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`: SMTP when env.SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox/. */
export const mailerPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    app.decorate(
      'mailer',
      createMailer({
        from: env.MAIL_FROM,
        smtpUrl: env.SMTP_URL,
        outboxDir: path.join(env.DATA_DIR, 'outbox'),
      }),
    );
  },
  { name: 'mailer' },
);
