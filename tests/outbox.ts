/**
 * Reads the mail the server wrote to DATA_DIR/outbox/ (one `.eml` per message, oldest first), so
 * API and browser tests can open the reset or verification link.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitPart(raw: string) {
  const separator = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, separator));
  const body = raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  return { headers, body };
}

/** Every text part of a message, by content type (text/plain, text/html). */
function textParts(raw: string): Map<string, string> {
  const { headers, body } = splitPart(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) {
    const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
    return new Map([[type, decodeBody(body, headers.get('content-transfer-encoding')?.toLowerCase())]]);
  }
  const parts = new Map<string, string>();
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    for (const [type, text] of textParts(part.replace(/^\r?\n/, ''))) parts.set(type, text);
  }
  return parts;
}

export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(dir, name), 'utf8');
      const { headers } = splitPart(raw);
      const parts = textParts(raw);
      return {
        file: name,
        to: decodeHeader(headers.get('to') ?? ''),
        subject: decodeHeader(headers.get('subject') ?? ''),
        text: parts.get('text/plain') ?? '',
        html: parts.get('text/html') ?? '',
      };
    });
}

export interface MailMatch {
  to?: string;
  subject?: string;
  /** How many matching messages were already there: wait for a newer one. */
  after?: number;
}

export function mailsMatching(dataDir: string, { to, subject }: MailMatch): OutboxMail[] {
  return readOutbox(dataDir).filter(
    (mail) => (!to || mail.to.includes(to)) && (!subject || mail.subject.includes(subject)),
  );
}

/**
 * Waits for a matching message: mail is queued and sent after the answer. Returns the newest. Give
 * several data folders when several instances share one queue: any of them may send it.
 */
export function waitForMail(
  dataDirs: string | string[],
  match: MailMatch,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const dirs = typeof dataDirs === 'string' ? [dataDirs] : dataDirs;
  return vi.waitFor(
    () => {
      const mails = dirs.flatMap((dir) => mailsMatching(dir, match));
      const newest = mails.at(-1);
      if (!newest || mails.length <= (match.after ?? 0))
        throw new Error(`no e-mail matching ${JSON.stringify(match)} in ${dirs.join(', ')} (outbox)`);
      return newest;
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

/** The first link in a message's text whose address contains `fragment`. */
export function linkIn(mail: OutboxMail, fragment: string): URL {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in "${mail.subject}"`);
  return new URL(link);
}
