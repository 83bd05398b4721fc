/**
 * A tiny Graph API on loopback answering /debug_token and /me like Facebook does, for the tokens
 * the test registers. Point FACEBOOK_GRAPH_URL at `url`.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FacebookTestUser {
  id: string;
  name: string;
  email?: string;
  /** The app the token was issued to (defaults to the server's app id). */
  appId?: string;
  valid?: boolean;
}

export interface TestGraphServer {
  url: string;
  /** Makes `accessToken` a token of `user`. */
  addToken(accessToken: string, user: FacebookTestUser): void;
  /** Requests seen, as `pathname?query`. */
  requests: string[];
  stop(): Promise<void>;
}

export async function startFacebookGraphServer(app: {
  appId: string;
  appSecret: string;
}): Promise<TestGraphServer> {
  const tokens = new Map<string, FacebookTestUser>();
  const requests: string[] = [];

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://graph.test');
    requests.push(`${url.pathname}${url.search}`);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const oauthError = (message: string) =>
      answer(400, { error: { message, type: 'OAuthException', code: 190 } });

    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${app.appId}|${app.appSecret}`) {
        return oauthError('Invalid app access token');
      }
      const user = tokens.get(url.searchParams.get('input_token') ?? '');
      if (!user) return answer(200, { data: { app_id: app.appId, is_valid: false, error: { code: 190 } } });
      return answer(200, {
        data: {
          app_id: user.appId ?? app.appId,
          type: 'USER',
          is_valid: user.valid ?? true,
          user_id: user.id,
        },
      });
    }
    if (url.pathname === '/me') {
      const accessToken = url.searchParams.get('access_token') ?? '';
      const user = tokens.get(accessToken);
      const proof = createHmac('sha256', app.appSecret).update(accessToken).digest('hex');
      if (!user || url.searchParams.get('appsecret_proof') !== proof)
        return oauthError('Invalid OAuth access token');
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      const me: Record<string, string> = {};
      for (const field of fields) {
        const value = user[field as 'id' | 'name' | 'email'];
        if (value !== undefined) me[field] = value;
      }
      return answer(200, me);
    }
    return answer(404, { error: { message: 'Unknown path' } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    addToken: (accessToken, user) => tokens.set(accessToken, user),
    requests,
    stop: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
