/**
 * The suite-wide contract check's recorder: every answer an API test observes, by operation, when
 * the OpenAPI document does not declare its status. tests/setup/answered-statuses.ts gathers the
 * records of every test file (each worker writes its own file, so parallel files never share one)
 * and fails the run naming each undeclared answer.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Where the test files write their records; set by the global setup, absent outside the suite. */
export const ANSWERS_DIR_VARIABLE = 'ROTA_ANSWERED_STATUSES_DIR';

export interface UndeclaredAnswer {
  /** `METHOD /path/{param}` as the OpenAPI document names the operation. */
  operation: string;
  status: number;
  /** The test file that observed it. */
  observedIn: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/** The document's path of a Fastify route (`/a/:id` → `/a/{id}`). */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Declared by an exact status, its class (`4XX`) or `default`, as OpenAPI allows. */
function declares(responses: Record<string, unknown>, status: number): boolean {
  return [String(status), `${String(status)[0]}XX`, 'default'].some((key) => key in responses);
}

/**
 * Watches one app's answers and, when it closes, writes those its document does not declare.
 * Call before the app is ready. `observedIn` is the test file, for the failure's message.
 */
export function recordAnsweredStatuses(app: FastifyInstance, observedIn: string): void {
  const directory = process.env[ANSWERS_DIR_VARIABLE];
  if (!directory) return;
  const answered = new Map<string, { method: string; url: string; status: number }>();
  app.addHook('onResponse', async (request, reply) => {
    // No route (an unknown address, a malformed URL): no operation to hold to a declaration.
    const url = request.routeOptions.url;
    if (!url) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    answered.set(`${method} ${url} ${reply.statusCode}`, { method, url, status: reply.statusCode });
  });
  app.addHook('onClose', async () => {
    if (answered.size === 0) return;
    const document = app.swagger() as unknown as OpenApiDocument;
    const undeclared: UndeclaredAnswer[] = [];
    for (const { method, url, status } of answered.values()) {
      const operation = document.paths[documentPath(url)]?.[method.toLowerCase()];
      // Routes the document leaves out (pages, served uploads) are not part of the contract.
      if (!operation || declares(operation.responses ?? {}, status)) continue;
      undeclared.push({ operation: `${method} ${documentPath(url)}`, status, observedIn });
    }
    if (undeclared.length === 0) return;
    appendFileSync(
      path.join(directory, `${process.pid}-${randomUUID()}.jsonl`),
      undeclared.map((answer) => `${JSON.stringify(answer)}\n`).join(''),
    );
  });
}

/** The test file running now, relative to the project, as the failure names it. */
export function currentTestFile(testPath: string | undefined): string {
  return path.relative(process.cwd(), testPath ?? 'an unknown test file');
}
