/**
 * The staff's console (docs/architecture/admin.md). Every route here answers only admins: 401 for a guest,
 * 403 for a traveller — the admin guard (admin-guard.plugin.ts) adds `app.requireAdmin` to every
 * address under /api/v1/admin/, before the input is read.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors.ts';
import { listAdminActions } from '#server/features/audit-log/admin-audit-log.repository.ts';
import { requireFreshProof } from '#server/features/auth/reauthentication.service.ts';
import { currentUser } from '#server/http/current-user.ts';
import {
  fieldErrorsOf,
  type SchemaErrorFormatter,
  validationFailure,
} from '#server/http/validation-failure.ts';
import { sessions as sessionTexts } from '#shared/messages/pt-sessions.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  ADMIN_PAGE_SIZE,
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminIdParamsSchema,
  adminOverviewSchema,
  adminTravellerDetailSchema,
  adminTravellerListQuerySchema,
  adminTravellerListSchema,
  adminTravellerSchema,
  passagensAdjustmentResultSchema,
  passagensAdjustmentSchema,
  roleChangeSchema,
} from '#shared/schemas/admin.ts';
import { analyticsRangeQuerySchema, analyticsReportResponseSchema } from '#shared/schemas/admin-analytics.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  sessionsEndedSchema,
  signInFailuresQuerySchema,
  signInFailuresSchema,
} from '#shared/schemas/sessions.ts';
import { analyticsCsv, analyticsReport } from './admin-analytics.service.ts';
import { adminCatalogueRoutes } from './admin-catalogue.routes.ts';
import { guarded, security, tags } from './admin-route-docs.ts';
import {
  adjustPassagens,
  changeRole,
  endTravellerSessions,
  getTraveller,
  listTravellers,
  overview,
  signInFailures,
} from './admin-travellers.service.ts';
import { adminVoyagesRoutes } from './admin-voyages.routes.ts';

/** A bad range of days is a 400 that says what is wrong, in pt-BR. */
const rangeFailure: SchemaErrorFormatter = (issues) => {
  const errors = fieldErrorsOf(issues);
  return new AppError('BAD_REQUEST', { message: Object.values(errors)[0]?.[0], errors });
};

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminVoyagesRoutes);
  await app.register(adminCatalogueRoutes);

  app.get(
    appApiPaths.adminOverview,
    {
      schema: {
        tags,
        security,
        summary: 'The figures of the day.',
        response: { 200: adminOverviewSchema, ...guarded },
      },
    },
    async () => ({ success: true as const, data: await overview(app.db) }),
  );

  app.get(
    appApiPaths.adminTravellers,
    {
      schema: {
        tags,
        security,
        summary: 'Travellers, newest first; search by name or e-mail.',
        querystring: adminTravellerListQuerySchema,
        response: { 200: adminTravellerListSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({ success: true as const, ...(await listTravellers(app.db, request.query)) }),
  );

  app.get(
    appApiPaths.adminTraveller,
    {
      schema: {
        tags,
        security,
        summary: 'A traveller with their voyages and the newest movements of their passagens.',
        params: adminIdParamsSchema,
        response: { 200: adminTravellerDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getTraveller(app.db, Number(request.params.id)),
    }),
  );

  app.post(
    appApiPaths.adminTravellerPassagens,
    {
      schema: {
        tags,
        security,
        summary: 'Gives (amount > 0) or takes back (amount < 0) passagens, with a reason: a ledger row.',
        params: adminIdParamsSchema,
        body: passagensAdjustmentSchema,
        response: {
          200: passagensAdjustmentResultSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          ...guarded,
        },
      },
      schemaErrorFormatter: validationFailure(passagensAdjustmentSchema, { message: 'first-field-error' }),
    },
    async (request) => ({
      success: true as const,
      data: {
        balance: await adjustPassagens(app.db, {
          actorId: currentUser(request).id,
          travellerId: Number(request.params.id),
          adjustment: request.body,
        }),
      },
    }),
  );

  app.put(
    appApiPaths.adminTravellerRole,
    {
      schema: {
        tags,
        security,
        summary:
          "Makes or unmakes an admin (role '1'); never oneself, never the last admin; a fresh proof of the admin's identity first (409 REAUTHENTICATION_REQUIRED).",
        params: adminIdParamsSchema,
        body: roleChangeSchema,
        response: {
          200: dataResponseSchema(adminTravellerSchema),
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          ...guarded,
        },
      },
      schemaErrorFormatter: validationFailure(roleChangeSchema, { message: 'first-field-error' }),
    },
    async (request) => {
      // A role change is sensitive: the admin's session must have proved itself within ten minutes.
      await requireFreshProof(app.auth, currentUser(request));
      return {
        success: true as const,
        data: await changeRole(app.db, {
          actorId: currentUser(request).id,
          travellerId: Number(request.params.id),
          role: request.body.role,
        }),
      };
    },
  );

  app.delete(
    appApiPaths.adminTravellerSessions,
    {
      schema: {
        tags,
        security,
        summary: 'Ends every sign-in of a traveller at once, on every instance; an audit row says who.',
        params: adminIdParamsSchema,
        response: {
          200: sessionsEndedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          ...guarded,
        },
      },
      onRequest: app.accountRateLimits.sessionEndsPerUser,
    },
    async (request) => {
      const ended = await endTravellerSessions(app.db, {
        actorId: currentUser(request).id,
        travellerId: Number(request.params.id),
      });
      return { success: true as const, message: sessionTexts.console.endAllDone(ended), data: { ended } };
    },
  );

  app.get(
    appApiPaths.adminSignInFailures,
    {
      schema: {
        tags,
        security,
        summary: 'Refused sign-in attempts of the last days, per targeted account and per address.',
        querystring: signInFailuresQuerySchema,
        response: { 200: signInFailuresSchema, 400: apiErrorSchema, ...guarded },
      },
      schemaErrorFormatter: rangeFailure,
    },
    async (request) => ({ success: true as const, data: await signInFailures(app.db, request.query.days) }),
  );

  app.get(
    appApiPaths.adminAnalytics,
    {
      schema: {
        tags,
        security,
        summary:
          'Page views per day and route, the sales variants, the voyage funnel and passagens sold, for a range of days.',
        querystring: analyticsRangeQuerySchema,
        response: { 200: analyticsReportResponseSchema, 400: apiErrorSchema, ...guarded },
      },
      schemaErrorFormatter: rangeFailure,
    },
    async (request) => ({ success: true as const, data: await analyticsReport(app.db, request.query) }),
  );

  app.get(
    appApiPaths.adminAnalyticsCsv,
    {
      schema: {
        tags,
        security,
        summary: 'The same numbers as CSV.',
        querystring: analyticsRangeQuerySchema,
        response: {
          200: {
            description: 'The numbers, one line per day, as an attachment.',
            content: { 'text/csv': { schema: z.string() } },
          },
          400: apiErrorSchema,
          ...guarded,
        },
      },
      schemaErrorFormatter: rangeFailure,
    },
    async (request, reply) => {
      const report = await analyticsReport(app.db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="rota-amazonia-${report.from}-a-${report.to}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(analyticsCsv(report) as never);
    },
  );

  app.get(
    appApiPaths.adminAuditLog,
    {
      schema: {
        tags,
        security,
        summary: 'Every admin action, newest first: who, what, when, before and after.',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditListSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const { page, entity } = request.query;
      const { rows, total } = await listAdminActions(app.db, { page, pageSize: ADMIN_PAGE_SIZE, entity });
      return {
        success: true as const,
        data: rows.map((row) => ({
          id: String(row.id),
          actor_id: row.actor_id === null ? null : String(row.actor_id),
          actor_name: row.actor_name,
          action: row.action,
          entity: row.entity,
          entity_id: row.entity_id,
          before: parseJson(row.before_json),
          after: parseJson(row.after_json),
          created_at: new Date(row.created_at).toISOString(),
        })),
        meta: { total, current_page: page, last_page: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) },
      };
    },
  );
};
