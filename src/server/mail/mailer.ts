/**
 * Sends mail through nodemailer: SMTP when SMTP_URL is set, otherwise one `.eml` file per message
 * in DATA_DIR/outbox/ (named `<timestamp>-<random>-<subject-slug>.eml`, so the newest sorts last).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  from: string;
  /** smtp://user:pass@host:587 or smtps://…; unset writes to the outbox. */
  smtpUrl?: string | undefined;
  outboxDir: string;
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

export function createMailer({ from, smtpUrl, outboxDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${randomBytes(3).toString('hex')}-${slugOf(message.subject)}.eml`;
      await mkdir(outboxDir, { recursive: true });
      await writeFile(path.join(outboxDir, name), info.message, { flag: 'wx' });
    },
  };
}
