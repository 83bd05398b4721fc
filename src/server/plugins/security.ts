import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy of the app's HTML pages (the static-site plugin sends it). */
    pageContentSecurityPolicy: string;
  }
}

export interface SecurityPluginOptions {
  /** 'sha256-…' sources for the inline scripts the prerendered pages carry. */
  inlineScriptHashes: string[];
  /** Extra origins the browser may call (sign-in providers). */
  connectSources?: string[];
}

/**
 * The policy the pages themselves satisfy: scripts from this origin or with a known hash, never
 * 'unsafe-inline'. Style attributes (progress widths, toast positions) need inline styles; inline
 * styles cannot run code.
 */
export function pageContentSecurityPolicy({
  inlineScriptHashes,
  connectSources = [],
}: SecurityPluginOptions) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...connectSources],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * Strict security headers on every answer. Non-HTML answers (API, assets) carry a short policy
 * that allows nothing; HTML pages carry the full one — sending twenty script hashes with every
 * asset would only cost bytes on a weak connection.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityPluginOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.decorate('pageContentSecurityPolicy', pageContentSecurityPolicy(options));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
});
