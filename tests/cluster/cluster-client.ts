/** HTTP through the cluster's Caddy (trusting its internal CA) and to each instance directly. */
import { Agent, fetch, type RequestInit } from 'undici';

export interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the tests.
  json: () => any;
}

export function clusterClient(caCertificate: string) {
  const dispatcher = new Agent({ connect: { ca: caCertificate }, connections: 64 });
  const direct = new Agent({ connections: 64 });

  async function request(url: string, init: RequestInit = {}): Promise<Answer> {
    const response = await fetch(url, {
      redirect: 'manual',
      ...init,
      dispatcher: url.startsWith('https:') ? dispatcher : direct,
      signal: AbortSignal.timeout(10_000),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: response.headers as unknown as Headers,
      bytes,
      json: () => JSON.parse(bytes.toString('utf8')),
    };
  }

  return {
    request,
    get: (url: string, headers: Record<string, string> = {}) => request(url, { headers }),
    send: (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
      request(url, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    close: async () => {
      await Promise.all([dispatcher.close(), direct.close()]);
    },
  };
}

export type ClusterClient = ReturnType<typeof clusterClient>;

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipartFile(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----rota-cluster';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
