import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityPluginOptions {
  /** 'sha256-…' sources for the inline scripts the prerendered pages carry. */
  inlineScriptHashes: string[];
  /** Extra origins the browser may call (sign-in providers). */
  connectSources?: string[];
}

/** Security headers and a Content-Security-Policy the app itself satisfies: no 'unsafe-inline' script. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityPluginOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes],
        // Style attributes (progress widths, toast positions) need inline styles; scripts never do.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...(options.connectSources ?? [])],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
});
