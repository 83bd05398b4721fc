/**
 * Hands one e-mail to the world through nodemailer: SMTP when SMTP_URL is set, otherwise one `.eml`
 * file per message in DATA_DIR/outbox/ (named `<timestamp>-<random>-<subject-slug>.eml`, so the
 * newest sorts last). Only the mail queue's worker calls it (docs/decisions/090).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailMessage } from './mailer.ts';

export interface OutgoingMail extends MailMessage {
  /** `<…@…>`, the same on every attempt of one e-mail. */
  messageId: string;
}

export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
}

export interface MailTransportOptions {
  from: string;
  /** smtp://user:pass@host:587 or smtps://…; unset writes to the outbox. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  /** Connection, greeting and socket timeouts: an attempt must end before its lease does. */
  timeoutMs?: number;
}

/** A file-name-safe slug of a subject: 'Redefinição de senha' → 'redefinicao-de-senha'. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export function createMailTransport({
  from,
  smtpUrl,
  outboxDir,
  timeoutMs = 60_000,
}: MailTransportOptions): MailTransport {
  // nodemailer is loaded with the first e-mail: about 5 MB of heap that an instance holds only once
  // it sends.
  let transporter: Promise<Transporter> | undefined;
  const transport = () =>
    (transporter ??= import('nodemailer')
      .then(({ default: nodemailer }) =>
        smtpUrl
          ? nodemailer.createTransport({
              url: smtpUrl,
              connectionTimeout: timeoutMs,
              greetingTimeout: timeoutMs,
              socketTimeout: timeoutMs,
            })
          : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      )
      .catch((error: unknown) => {
        // Not kept: the queue's next attempt tries again.
        transporter = undefined;
        throw error;
      }));
  return {
    async deliver(mail) {
      const info = await (await transport()).sendMail({ from, ...mail });
      if (smtpUrl) return;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${randomBytes(3).toString('hex')}-${slugOf(mail.subject)}.eml`;
      await mkdir(outboxDir, { recursive: true });
      await writeFile(path.join(outboxDir, name), info.message, { flag: 'wx' });
    },
  };
}
