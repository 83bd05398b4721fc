/**
 * The OpenAPI document is the contract (docs/architecture/api.md):
 * this walks every operation it lists and fails where the server answers what the operation does
 * not declare, or refuses what its schema shows as allowed. tests/setup/answered-statuses.ts
 * checks the same of every answer the whole suite observes.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiErrorCode } from '#shared/messages/pt.ts';
import { pt } from '#shared/messages/pt.ts';
import { apiPaths, appApiPaths } from '#shared/paths.ts';
import { ANSWERS_DIR_VARIABLE } from '#tests/answered-statuses.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import checkAnsweredStatuses from '#tests/setup/answered-statuses.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

interface Operation {
  method: string;
  /** The document's path, `/a/{id}`. */
  path: string;
  responses: Record<string, unknown>;
}

interface Probe {
  what: string;
  url: string;
  payload?: string;
  contentType?: string;
  status: number;
  code: ApiErrorCode;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOO_LONG_PARAMETER = 'x'.repeat(101);

/** What Fastify refuses before any handler, for one operation: each a status and the API's code. */
function frameworkProbes({ method, path }: Operation): Probe[] {
  const withParameters = (value: string) => path.replace(/\{\w+\}/g, value);
  const url = withParameters('1');
  const probes: Probe[] = [];
  if (BODY_METHODS.has(method)) {
    probes.push(
      {
        what: 'a body that is not JSON',
        url,
        payload: '{"a":',
        contentType: 'application/json',
        status: 400,
        code: 'INVALID_JSON',
      },
      {
        what: 'a body of a type it does not take',
        url,
        payload: '<a/>',
        contentType: 'text/xml',
        status: 415,
        code: 'CONTENT_TYPE_NOT_ACCEPTED',
      },
    );
  }
  if (path.includes('{')) {
    probes.push(
      {
        what: 'a path parameter of 101 characters',
        url: withParameters(TOO_LONG_PARAMETER),
        status: 404,
        code: 'NOT_FOUND',
      },
      {
        what: 'a path parameter that is not UTF-8',
        url: withParameters('%C0'),
        status: 400,
        code: 'BAD_URL',
      },
    );
  }
  return probes;
}

/**
 * Where a request schema holds a rule its JSON Schema leaves out: a `.refine`/`.superRefine`, the
 * output side of a `.pipe` (the document shows the input side), or a `.transform` that takes the
 * context to add issues. Such a rule must be shown by
 * the metadata of the schema that holds it: the same rule in JSON Schema (`anyOf`, `not`,
 * `format`…) or, where JSON Schema cannot say it, a description.
 */
function unshownRefinements(schema: z.ZodType, at: string): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const described = Object.keys(z.globalRegistry.get(schema) ?? {}).length > 0;
  const found: string[] = [];
  const custom = (def.checks ?? []).some((check) => check._zod.def.check === 'custom');
  if (custom && !described) found.push(`${at}: a refinement`);
  const inner = (child: unknown, where: string) => {
    if (child instanceof z.ZodType) found.push(...unshownRefinements(child, where));
  };
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>))
        inner(value, `${at}.${key}`);
      break;
    case 'pipe': {
      const output = def.out as z.ZodType;
      inner(def.in, at);
      // A transform that takes the context may refuse (context.addIssue); any other output side
      // of a pipe is a schema of its own.
      const outputDef = output._zod.def as z.core.$ZodTypeDef & {
        transform?: (...args: unknown[]) => unknown;
      };
      const refuses = outputDef.type !== 'transform' || (outputDef.transform?.length ?? 0) > 1;
      if (refuses && !described) found.push(`${at}: a piped schema`);
      break;
    }
    case 'array':
      inner(def.element, `${at}[]`);
      break;
    case 'union':
      for (const option of def.options as z.ZodType[]) inner(option, at);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      inner(def.innerType, at);
      break;
    default:
  }
  return found;
}

describe('the OpenAPI document, walked operation by operation', () => {
  let t: TestApp;
  let operations: Operation[];
  let headers: Record<string, string>;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv, onRoute: (route) => routes.push(route) });
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        responses: operation.responses,
      })),
    );
    // An admin passes every guard, so each probe reaches what it probes.
    headers = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
  });
  afterAll(() => t.close());

  it('lists every operation', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it("declares, on every operation, what Fastify answers before the operation's handler", async () => {
    const disagreements: string[] = [];
    for (const operation of operations) {
      for (const probe of frameworkProbes(operation)) {
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: probe.url,
          headers: { ...headers, ...(probe.contentType ? { 'content-type': probe.contentType } : {}) },
          ...(probe.payload ? { payload: probe.payload } : {}),
        });
        const name = `${operation.method} ${operation.path}, ${probe.what}`;
        const body = response.json();
        if (!(String(response.statusCode) in operation.responses)) {
          disagreements.push(`${name}: answered ${response.statusCode}, which it does not declare`);
        }
        // The payment webhook reads its own body: its signature is checked before the JSON.
        const expected =
          operation.path === appApiPaths.paymentWebhook && probe.contentType === 'application/json'
            ? 'INVALID_SIGNATURE'
            : probe.code;
        if (body.code !== expected || body.message !== pt.apiErrors[expected] || body.success !== false) {
          disagreements.push(`${name}: answered ${JSON.stringify(body)}, not ${probe.status} ${expected}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('shows in its schemas every rule the server checks of a request', () => {
    const unshown = routes.flatMap((route) => {
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema || schema.hide) return [];
      return ['body', 'querystring', 'params'].flatMap((part) =>
        schema[part] instanceof z.ZodType
          ? unshownRefinements(schema[part], `${[route.method].flat().join(',')} ${route.url} ${part}`)
          : [],
      );
    });
    expect(unshown).toEqual([]);
  });
});

describe("the suite's check of answered statuses (tests/setup/answered-statuses.ts)", () => {
  it('fails after the run naming each undeclared answer, gathered from apps that closed apart', async () => {
    const suiteDirectory = process.env[ANSWERS_DIR_VARIABLE];
    // Its own directory for this check, so what it records stays out of the suite's.
    const teardown = checkAnsweredStatuses();
    try {
      // Two apps, as two test files in parallel would have, each with an operation that
      // declares less than it answers.
      const undeclaring = (path: string, status: string) => (route: RouteOptions) => {
        const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
        if (route.url === path && response) delete response[status];
      };
      const first = await createTestApp({ onRoute: undeclaring(apiPaths.highlightedVoyages, '200') });
      const second = await createTestApp({ onRoute: undeclaring(apiPaths.episode, '401') });
      expect(await first.app.inject({ url: apiPaths.highlightedVoyages })).toHaveStatus(200);
      // Answers the operation declares are not listed.
      expect(await first.app.inject({ url: apiPaths.episodes })).toHaveStatus(401);
      expect(await second.app.inject({ url: '/api/v1/voyages/get/episode/1' })).toHaveStatus(401);
      await first.close();
      await second.close();
      expect(teardown).toThrow(
        [
          "The API answered statuses its OpenAPI document does not declare; declare each in the route's schema.response:",
          '  GET /api/v1/voyages/get/episode/{id} answered 401 (seen in src/server/openapi-contract.test.ts)',
          '  GET /api/v1/voyages/get/highlighted answered 200 (seen in src/server/openapi-contract.test.ts)',
        ].join('\n'),
      );
    } finally {
      if (suiteDirectory) process.env[ANSWERS_DIR_VARIABLE] = suiteDirectory;
    }
  });
});
