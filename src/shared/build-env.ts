/**
 * The client build's configuration: values the prerendered pages carry in their HTML and scripts, so
 * they are read when the client is built (vite.config.ts), not when the server starts. Parsed like
 * the server's environment: a bad value stops the build with one line naming the variable.
 * Never imported by the client at run time (it loads zod).
 */
import { z } from 'zod';

export const DEFAULT_EBOOK_CHECKOUT_URL = 'https://pay.rotaamazonia.com.br/navegante-de-primeira-viagem';
export const DEFAULT_CONTACT_EMAIL = 'contato@rotaamazonia.com.br';

const buildEnvSchema = z.object({
  /** The ebook's external checkout, opened by the sales pages (docs/decisions/050). */
  EBOOK_CHECKOUT_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser um endereço http(s) completo' })
    .default(DEFAULT_EBOOK_CHECKOUT_URL),
  /** Shown on /contato. */
  CONTACT_EMAIL: z.email({ error: 'deve ser um e-mail válido' }).default(DEFAULT_CONTACT_EMAIL),
});

export type BuildEnv = Readonly<z.infer<typeof buildEnvSchema>>;

export class BuildEnvError extends Error {}

/** Parses the build's variables; throws BuildEnvError whose one-line message names the bad variable. */
export function parseBuildEnv(source: Record<string, string | undefined>): BuildEnv {
  // An empty value means "not set", as in a .env file with `KEY=` (the server's rule too).
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = buildEnvSchema.safeParse(defined);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'ambiente');
    throw new BuildEnvError(
      `Configuração inválida: ${name} ${issue?.message ?? ''} (valor: ${JSON.stringify(source[name])})`,
    );
  }
  return Object.freeze(result.data);
}
