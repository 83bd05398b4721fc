import { spawn, spawnSync } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countDroppedLines,
  LOG_BACKLOG_MAX_BYTES,
  logAnsweredRequests,
  requestLogDestination,
} from './request-log.ts';

function appLoggingTo(lines: Record<string, unknown>[], level: string) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  logAnsweredRequests(app);
  app.get('/ola', async () => ({ ola: 'mundo' }));
  return app;
}

describe('the request log', () => {
  it('writes one line per answered request, with the request, its status and the time taken', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'info');
    await app.inject({ method: 'GET', url: '/ola?x=1' });
    await app.inject({ method: 'GET', url: '/nada' });
    await app.close();
    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ req: { method: 'GET', url: '/ola?x=1' }, res: { statusCode: 200 } });
    expect(requests[1]).toMatchObject({ req: { url: '/nada' }, res: { statusCode: 404 } });
    expect(typeof requests[0]?.responseTime).toBe('number');
  });

  it('adds nothing to a request when the level leaves requests out', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'warn');
    await app.inject({ method: 'GET', url: '/ola' });
    await app.close();
    expect(lines).toEqual([]);
  });
});

describe("the request log's destination", () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  function logFile() {
    const directory = mkdtempSync(path.join(tmpdir(), 'request-log-'));
    directories.push(directory);
    const file = path.join(directory, 'log');
    return { fd: openSync(file, 'w'), read: () => readFileSync(file, 'utf8') };
  }
  const line = (index: number) => `${JSON.stringify({ index, msg: 'x'.repeat(500) })}\n`;

  it('writes whole batches of lines, in order, once they reach about 4 KB', async () => {
    const log = logFile();
    const destination = requestLogDestination(log.fd);
    for (let index = 0; index < 7; index += 1) destination.write(line(index));
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.read()).toBe('');
    // The batch is handed to the file asynchronously: the write returns before it lands.
    destination.write(line(7));
    await once(destination, 'write');
    expect(log.read()).toBe(Array.from({ length: 8 }, (_, index) => line(index)).join(''));
    destination.destroy();
  });

  it("writes a quiet server's lines within a second", async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const log = logFile();
      const destination = requestLogDestination(log.fd);
      destination.write('{"a":1}\n');
      vi.advanceTimersByTime(1_000);
      await once(destination, 'write');
      expect(log.read()).toBe('{"a":1}\n');
      destination.destroy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('flushes nothing once destroyed, while its file is still closing', () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const destination = requestLogDestination(logFile().fd);
      destination.destroy();
      // Its 'close' comes when the file is closed; a flush before then throws "SonicBoom destroyed".
      expect(() => vi.advanceTimersByTime(1_000)).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes what it holds when the process exits', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { requestLogDestination } from ${JSON.stringify(path.join(import.meta.dirname, 'request-log.ts'))};
         const destination = requestLogDestination();
         destination.write('{"last":1}\\n');
         process.exit(0);`,
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('{"last":1}\n');
  });

  it('counts the lines a full backlog dropped and tells them in one line once it takes lines again', () => {
    const written: string[] = [];
    let full = true;
    const destination = Object.assign(new EventEmitter(), {
      write: (text: string) => {
        if (full) destination.emit('drop', text);
        else written.push(text);
        return !full;
      },
    });
    const tellDroppedLines = countDroppedLines(destination);
    destination.write('{"a":1}\n');
    destination.write('{"b":2}\n');
    tellDroppedLines();
    // Still full: the notice is dropped too, and its count kept.
    destination.write('{"c":3}\n');
    tellDroppedLines();
    expect(written).toEqual([]);

    full = false;
    destination.write('{"d":4}\n');
    tellDroppedLines();
    destination.write('{"e":5}\n');
    tellDroppedLines();
    expect(JSON.parse(written[1] ?? '')).toMatchObject({ level: 40, droppedLines: 3 });
    expect(written.filter((text) => !text.includes('droppedLines'))).toEqual(['{"d":4}\n', '{"e":5}\n']);
    expect(written).toHaveLength(3);
  });
});

describe("the server's log when stdout is not read", () => {
  it('holds at most its backlog, drops the rest and says how many lines it dropped', async () => {
    const lines = 20_000;
    const line = `${JSON.stringify({ level: 30, msg: 'x'.repeat(1000) })}\n`;
    expect(lines * line.length).toBeGreaterThan(2 * LOG_BACKLOG_MAX_BYTES);
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { requestLoggerOptions } from ${JSON.stringify(path.join(import.meta.dirname, 'request-log.ts'))};
         const { stream } = requestLoggerOptions('info');
         for (let index = 0; index < ${lines}; index += 1) stream.write(${JSON.stringify(line)});
         process.stderr.write('written');
         setTimeout(() => {}, 2_500);`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // Nobody reads stdout until every line was handed to the log.
    child.stdout.pause();
    await new Promise((resolve) => child.stderr.once('data', resolve));
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stdout.resume();
    await new Promise((resolve) => child.once('close', resolve));

    const received = Buffer.concat(chunks).toString().split('\n').filter(Boolean);
    const notices = received.filter((text) => text.includes('droppedLines'));
    const dropped = notices.reduce((sum, text) => sum + Number(JSON.parse(text).droppedLines), 0);
    expect(dropped).toBeGreaterThan(0);
    expect(received.length - notices.length + dropped).toBe(lines);
    expect(received.length - notices.length).toBeLessThan(lines / 2);
  }, 30_000);
});
