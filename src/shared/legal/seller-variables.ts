/**
 * The seller's identity (Decreto 7.962/2013, art. 2) and the encarregado (LGPD, art. 41) from the
 * environment. Parsed by the client build (src/shared/build-env.ts: the prerendered pages carry it)
 * and by the server (src/server/env.ts: the receipt carries it), with the same rules: all of them
 * together (the phone is optional) or none; a CNPJ whose check digits do not match stops either.
 * Loads zod: never imported by the client at run time (it reads `SellerIdentity` only).
 */
import { z } from 'zod';
import { cnpjDigits, formatCnpj, isValidCnpj } from './cnpj.ts';
import type { SellerIdentity } from './seller-identity.ts';

const text = (max: number) => z.string().trim().min(2, 'está curto demais').max(max, 'está longo demais');

export const sellerVariablesShape = {
  SELLER_LEGAL_NAME: text(160).optional(),
  SELLER_TRADE_NAME: text(120).optional(),
  SELLER_CNPJ: z
    .string()
    .refine(isValidCnpj, 'deve ser um CNPJ válido (14 dígitos, com os dígitos verificadores certos)')
    .transform((value) => formatCnpj(cnpjDigits(value) ?? ''))
    .optional(),
  SELLER_ADDRESS: text(300).optional(),
  SELLER_EMAIL: z.email({ error: 'deve ser um e-mail válido' }).optional(),
  SELLER_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{8,24}$/, 'deve ser um telefone (dígitos, espaços, parênteses, + e -)')
    .optional(),
  DPO_NAME: text(160).optional(),
  DPO_EMAIL: z.email({ error: 'deve ser um e-mail válido' }).optional(),
};

/** Every variable the identity needs; SELLER_PHONE is the only optional one. */
export const REQUIRED_SELLER_VARIABLES = [
  'SELLER_LEGAL_NAME',
  'SELLER_TRADE_NAME',
  'SELLER_CNPJ',
  'SELLER_ADDRESS',
  'SELLER_EMAIL',
  'DPO_NAME',
  'DPO_EMAIL',
] as const;

type SellerVariables = { [Name in keyof typeof sellerVariablesShape]?: string | undefined };

/** The first required variable missing when some are given; undefined when none or all are. */
export function missingSellerVariable(parsed: SellerVariables): string | undefined {
  const given = REQUIRED_SELLER_VARIABLES.some((name) => parsed[name] !== undefined);
  if (!given && parsed.SELLER_PHONE === undefined) return undefined;
  return REQUIRED_SELLER_VARIABLES.find((name) => parsed[name] === undefined);
}

/** The identity, or null when none is configured (the quick start and the sandbox). */
export function sellerIdentityOf(parsed: SellerVariables): SellerIdentity | null {
  const v = parsed;
  if (
    !v.SELLER_LEGAL_NAME ||
    !v.SELLER_TRADE_NAME ||
    !v.SELLER_CNPJ ||
    !v.SELLER_ADDRESS ||
    !v.SELLER_EMAIL ||
    !v.DPO_NAME ||
    !v.DPO_EMAIL
  ) {
    return null;
  }
  return {
    legalName: v.SELLER_LEGAL_NAME,
    tradeName: v.SELLER_TRADE_NAME,
    cnpj: v.SELLER_CNPJ,
    address: v.SELLER_ADDRESS,
    email: v.SELLER_EMAIL,
    phone: v.SELLER_PHONE ?? null,
    dpoName: v.DPO_NAME,
    dpoEmail: v.DPO_EMAIL,
  };
}
