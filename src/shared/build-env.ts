/**
 * The client build's configuration: values the prerendered pages carry in their HTML and scripts, so
 * they are read when the client is built (vite.config.ts), not when the server starts. Parsed like
 * the server's environment: a bad value stops the build with one line naming the variable.
 * Never imported by the client at run time (it loads zod).
 */
import { z } from 'zod';
import type { SellerIdentity } from './legal/seller-identity.ts';
import { missingSellerVariable, sellerIdentityOf, sellerVariablesShape } from './legal/seller-variables.ts';

export const DEFAULT_EBOOK_CHECKOUT_URL = 'https://pay.rotaamazonia.com.br/navegante-de-primeira-viagem';
export const DEFAULT_CONTACT_EMAIL = 'contato@rotaamazonia.com.br';

const buildEnvSchema = z.object({
  /** The ebook's external checkout, opened by the sales pages (docs/architecture/sales.md). */
  EBOOK_CHECKOUT_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser um endereço http(s) completo' })
    .default(DEFAULT_EBOOK_CHECKOUT_URL),
  /** Shown on /contato. */
  CONTACT_EMAIL: z.email({ error: 'deve ser um e-mail válido' }).default(DEFAULT_CONTACT_EMAIL),
  /** The seller and the encarregado, shown in every footer (docs/architecture/legal.md). */
  ...sellerVariablesShape,
});

export interface BuildEnv {
  readonly EBOOK_CHECKOUT_URL: string;
  readonly CONTACT_EMAIL: string;
  /** Null when not configured: the footers say so. */
  readonly SELLER: SellerIdentity | null;
}

const sellerIncomplete =
  'falta (a identificação do vendedor pede SELLER_* e DPO_* juntos; SELLER_PHONE é opcional)';

export class BuildEnvError extends Error {}

/** Parses the build's variables; throws BuildEnvError whose one-line message names the bad variable. */
export function parseBuildEnv(source: Record<string, string | undefined>): BuildEnv {
  // An empty value means "not set", as in a .env file with `KEY=` (the server's rule too).
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = buildEnvSchema
    .superRefine((parsed, context) => {
      const missing = missingSellerVariable(parsed);
      if (missing) context.addIssue({ code: 'custom', path: [missing], message: sellerIncomplete });
    })
    .safeParse(defined);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'ambiente');
    const given = source[name];
    const shown = given === undefined || given === '' ? 'não definida' : JSON.stringify(given);
    throw new BuildEnvError(`Configuração inválida: ${name} ${issue?.message ?? ''} (valor: ${shown})`);
  }
  const parsed = result.data;
  return Object.freeze({
    EBOOK_CHECKOUT_URL: parsed.EBOOK_CHECKOUT_URL,
    CONTACT_EMAIL: parsed.CONTACT_EMAIL,
    SELLER: sellerIdentityOf(parsed),
  });
}
