/**
 * The sign-ins a traveller can see and end (docs/architecture/auth.md, Sessions and Devices).
 * Ending one revokes its refresh-token family: `authenticate` reads that row on every request, so
 * its access tokens are refused at once on every instance.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/errors.ts';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import type { AuthContext } from './auth-context.ts';
import { type DeviceSeen, deviceOf } from './device.ts';
import { newDeviceMail } from './new-device-mail.ts';
import { revokeRefreshTokenFamily } from './refresh-token.repository.ts';
import { findUserById } from './user.repository.ts';
import {
  type ActiveSession,
  deviceSeenBefore,
  findUserSession,
  insertUserSession,
  listActiveSessions,
  signedInBefore,
} from './user-session.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The device cookie a sign-in answers with (the auth plugin sets it on the reply). */
    deviceCookie: string | null;
  }
}

type SessionsContext = Pick<AuthContext, 'db' | 'now'>;

/**
 * After a successful sign-in, whatever its method: records its device and address, and queues the
 * new-device e-mail when this account signed in before but never from this device.
 */
export async function recordSignInDevice(
  ctx: Pick<AuthContext, 'db' | 'now' | 'tokens' | 'mailer' | 'publicUrl' | 'refreshTokenTtlDays'>,
  request: FastifyRequest,
  accessToken: string,
): Promise<void> {
  const claims = await ctx.tokens.verifyAccessToken(accessToken);
  if (!claims) return;
  const device: DeviceSeen = deviceOf(request);
  const now = ctx.now();
  const [known, returning] = await Promise.all([
    deviceSeenBefore(ctx.db, claims.userId, device, claims.sessionId),
    signedInBefore(ctx.db, claims.userId, claims.sessionId),
  ]);
  const user = !known && returning ? await findUserById(ctx.db, claims.userId) : undefined;
  const endToken = user
    ? await ctx.tokens.signSessionEnd(
        { userId: claims.userId, sessionId: claims.sessionId },
        ctx.refreshTokenTtlDays,
      )
    : undefined;
  await ctx.db.transaction().execute(async (trx) => {
    await insertUserSession(trx, {
      family_id: claims.sessionId,
      user_id: claims.userId,
      device_hash: device.hash,
      browser: device.browser,
      os: device.os,
      user_agent: device.userAgent,
      ip_address: device.address,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
    });
    if (user && endToken) {
      const endUrl = `${ctx.publicUrl}${href(appRoutePatterns.sessionEndLink, {}, { token: endToken })}`;
      const mail = newDeviceMail({
        name: user.name,
        browser: device.browser,
        os: device.os,
        address: device.address,
        at: now,
        endUrl,
        validDays: ctx.refreshTokenTtlDays,
      });
      await ctx.mailer.send({ to: user.email, ...mail }, { db: trx });
    }
  });
  request.deviceCookie = device.cookie;
}

export interface SessionView extends ActiveSession {
  current: boolean;
}

export async function listSessions(
  ctx: SessionsContext,
  userId: number,
  currentSessionId: string,
): Promise<SessionView[]> {
  const rows = await listActiveSessions(ctx.db, userId, ctx.now().toISOString());
  return rows
    .map((row) => ({ ...row, current: row.family_id === currentSessionId }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's active sign-ins; 404 for one that is not theirs or already ended. */
export async function endUserSession(ctx: SessionsContext, userId: number, sessionId: string): Promise<void> {
  const active = await listActiveSessions(ctx.db, userId, ctx.now().toISOString());
  if (!active.some((session) => session.family_id === sessionId)) {
    throw new AppError('NOT_FOUND', { message: pt.sessions.list.notFound });
  }
  await revokeRefreshTokenFamily(ctx.db, sessionId, ctx.now().toISOString());
}

/** Ends every sign-in of the user but one (the current, on a password change); how many ended. */
export async function endOtherSessions(
  ctx: SessionsContext,
  userId: number,
  keepSessionId: string | null,
): Promise<number> {
  const now = ctx.now().toISOString();
  const active = await listActiveSessions(ctx.db, userId, now);
  let query = ctx.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('family_id', '!=', keepSessionId);
  await query.execute();
  return active.filter((session) => session.family_id !== keepSessionId).length;
}

/**
 * The new-device e-mail's link: ends that sign-in, signed in or not. Single use: once the sign-in
 * has ended the link answers 410.
 */
export async function endSessionByLink(
  ctx: Pick<AuthContext, 'db' | 'now' | 'tokens'>,
  token: string,
): Promise<{ browser: string | null; os: string | null }> {
  const claims = await ctx.tokens.verifySessionEnd(token);
  if (!claims) throw new AppError('LINK_EXPIRED', { message: pt.sessions.endLink.invalid });
  const session = await findUserSession(ctx.db, claims.sessionId);
  const active = await listActiveSessions(ctx.db, claims.userId, ctx.now().toISOString());
  if (
    !session ||
    session.user_id !== claims.userId ||
    !active.some((s) => s.family_id === claims.sessionId)
  ) {
    throw new AppError('LINK_EXPIRED', { message: pt.sessions.endLink.used });
  }
  await revokeRefreshTokenFamily(ctx.db, claims.sessionId, ctx.now().toISOString());
  return { browser: session.browser, os: session.os };
}
