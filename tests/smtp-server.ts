/**
 * A real SMTP server on loopback (the `smtp-server` package) standing in for the mail provider:
 * it can refuse the first attempts with a temporary error (451) and can hold an attempt unanswered
 * (an e-mail in flight). Point SMTP_URL at `url`.
 */
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

export interface ReceivedMail {
  to: string[];
  messageId: string;
  subject: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  /** Messages accepted (250), in order. */
  received: ReceivedMail[];
  /** Every DATA the server read, accepted or not. */
  attempts(): number;
  /** Resolves when an attempt is being held unanswered. */
  holding: Promise<void>;
  /** Resolves once `count` messages were accepted. */
  waitForReceived(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function header(raw: string, name: string): string {
  const block = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(block);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';
}

export async function startSmtpServer(
  options: {
    /** Answer the first N attempts with 451 (try again later). */
    refuseFirst?: number;
    /** Never answer the first N attempts (the client waits until it times out or dies). */
    holdFirst?: number;
    port?: number;
  } = {},
): Promise<TestSmtpServer> {
  const { refuseFirst = 0, holdFirst = 0 } = options;
  const received: ReceivedMail[] = [];
  let attempts = 0;
  let heldOne: () => void = () => {};
  const holding = new Promise<void>((resolve) => {
    heldOne = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (attempts <= holdFirst) {
          heldOne();
          return;
        }
        if (attempts <= holdFirst + refuseFirst) {
          callback(Object.assign(new Error('Servidor ocupado, tente mais tarde'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          messageId: header(raw, 'Message-ID'),
          subject: header(raw, 'Subject'),
          raw,
        });
        callback(null);
      });
    },
  });
  server.on('error', () => {});
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    holding,
    waitForReceived: (count, timeoutMs = 10_000) =>
      vi.waitFor(
        () => {
          if (received.length < count)
            throw new Error(`the SMTP server got ${received.length} of ${count} e-mails`);
          return received;
        },
        { timeout: timeoutMs, interval: 20 },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
