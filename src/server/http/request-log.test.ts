import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOG_BACKLOG_MAX_BYTES, LogLineBatch, logAnsweredRequests } from './request-log.ts';

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

describe('the log line batch', () => {
  function batchWritingTo(written: string[]) {
    const destination = { write: (text: string) => written.push(text) > 0, flushSync: () => {} };
    return new LogLineBatch(destination, -1);
  }

  it('hands the destination whole batches of lines, in order, once they reach about 12 KB', () => {
    const written: string[] = [];
    const batch = batchWritingTo(written);
    const line = (index: number) => `${JSON.stringify({ index, msg: 'x'.repeat(1000) })}\n`;
    for (let index = 0; index < 12; index += 1) batch.write(line(index));
    expect(written).toEqual([]);
    batch.write(line(12));
    expect(written).toEqual([Array.from({ length: 13 }, (_, index) => line(index)).join('')]);
  });

  it('hands over what it holds when flushed, and nothing when it holds nothing', () => {
    const written: string[] = [];
    const batch = batchWritingTo(written);
    batch.write('{"a":1}\n');
    batch.write('{"b":2}\n');
    let flushed = false;
    batch.flush(() => {
      flushed = true;
    });
    batch.flush();
    expect(flushed).toBe(true);
    expect(written).toEqual(['{"a":1}\n{"b":2}\n']);
  });

  it('on exit, lets the destination write what it holds, then writes its own lines synchronously', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'request-log-'));
    const file = path.join(directory, 'log');
    const fd = openSync(file, 'w');
    const events: string[] = [];
    const destination = {
      write: (text: string) => events.push(`write ${text}`) > 0,
      flushSync: () => {
        events.push('destination flushed');
      },
    };
    const batch = new LogLineBatch(destination, fd);
    batch.write('{"last":1}\n');
    batch.flushSync();
    closeSync(fd);
    expect(events).toEqual(['destination flushed']);
    expect(readFileSync(file, 'utf8')).toBe('{"last":1}\n');
    rmSync(directory, { recursive: true, force: true });
  });

  it('counts the lines a full backlog dropped and tells them in one line once it takes lines again', () => {
    const written: string[] = [];
    let full = true;
    const batch: LogLineBatch = new LogLineBatch(
      {
        write: (text: string) => {
          if (full) batch.noteDropped(text);
          else written.push(text);
          return !full;
        },
        flushSync: () => {},
      },
      -1,
    );
    batch.write('{"a":1}\n');
    batch.write('{"b":2}\n');
    batch.flush();
    // Still full: the notice is dropped too, and its count kept.
    batch.write('{"c":3}\n');
    batch.flush();
    expect(written).toEqual([]);

    full = false;
    batch.write('{"d":4}\n');
    batch.flush();
    batch.write('{"e":5}\n');
    batch.flush();
    expect(written).toHaveLength(3);
    expect(JSON.parse(written[0] ?? '')).toMatchObject({ level: 40, droppedLines: 3 });
    expect(written.slice(1)).toEqual(['{"d":4}\n', '{"e":5}\n']);
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
