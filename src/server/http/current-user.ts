/**
 * Who made the request, for every feature's routes: `request.user` is set by the auth feature's
 * `app.authenticate` (docs/architecture/auth.md); routes read it here, so they need nothing else of auth.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/errors.ts';
import type { UserRole } from '#shared/roles.ts';

/** Who made the request, as the access token and the database agree. */
export interface AuthenticatedUser {
  id: number;
  role: UserRole;
  /** The sign-in (refresh-token family) the access token belongs to. */
  sessionId: string;
}

export type AuthPreHandler = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not require a user. */
    user: AuthenticatedUser | null;
  }
}

/** The signed-in user of a route guarded by `app.authenticate` (401 if it was not). */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
