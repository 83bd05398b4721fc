/**
 * Facebook sign-in: the browser's access token is checked with the Graph API (`debug_token`: valid
 * and issued to our app), then `/me` names the user. `userData` from the browser is never trusted.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '#server/errors.ts';
import { pt } from '#shared/messages/pt.ts';
import type { ProviderProfile } from './provider-account.service.ts';

const HTTP_TIMEOUT_MS = 10_000;

export interface FacebookSignInSettings {
  graphUrl: string;
  appId: string | undefined;
  appSecret: string | undefined;
}

const debugTokenSchema = z.object({
  data: z.object({
    app_id: z.string(),
    is_valid: z.boolean(),
    user_id: z.string().optional(),
  }),
});

const meSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
});

const failure = () => new AppError('PROVIDER_AUTH_FAILED', { message: pt.auth.facebook.failure });
const unavailable = () => new AppError('PROVIDER_UNAVAILABLE', { message: pt.auth.facebook.unavailable });

export function createFacebookSignIn({ graphUrl, appId, appSecret }: FacebookSignInSettings) {
  const base = graphUrl.endsWith('/') ? graphUrl : `${graphUrl}/`;

  async function graph<T>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
    } catch {
      throw unavailable();
    }
    if (response.status >= 500) throw unavailable();
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!response.ok || !parsed.success) throw failure();
    return parsed.data;
  }

  return {
    /** Who an access token belongs to, if Facebook confirms it was issued to this app. */
    async verifyAccessToken(accessToken: string): Promise<ProviderProfile> {
      if (!appId || !appSecret) {
        throw new AppError('PROVIDER_NOT_CONFIGURED', { message: pt.auth.facebook.notConfigured });
      }
      const { data } = await graph(
        'debug_token',
        { input_token: accessToken, access_token: `${appId}|${appSecret}` },
        debugTokenSchema,
      );
      if (!data.is_valid || data.app_id !== appId || !data.user_id) throw failure();

      // appsecret_proof: the token is only usable together with our secret.
      const proof = createHmac('sha256', appSecret).update(accessToken).digest('hex');
      const me = await graph(
        'me',
        { fields: 'id,name,email', access_token: accessToken, appsecret_proof: proof },
        meSchema,
      );
      if (me.id !== data.user_id) throw failure();
      // Facebook only returns a confirmed primary address; without one there is no account to link.
      if (!me.email)
        throw new AppError('PROVIDER_AUTH_FAILED', {
          message: pt.auth.facebook.emailMissing,
          statusCode: 422,
        });
      return { provider: 'facebook', subject: me.id, email: me.email, name: me.name ?? '' };
    },
  };
}

export type FacebookSignIn = ReturnType<typeof createFacebookSignIn>;
