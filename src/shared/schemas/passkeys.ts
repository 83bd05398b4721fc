/**
 * Passkeys and the fresh proof (docs/architecture/auth.md). The WebAuthn answers are the browser's
 * JSON (`@simplewebauthn/browser`), checked here for shape and size only: the server verifies them.
 */
import { z } from 'zod';
import { pt } from '#shared/messages/pt.ts';
import { dataResponseSchema, successResponseSchema } from './envelope.ts';

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

export const PASSKEY_NAME_MAX = 64;

export const passkeyNameSchema = z
  .string({ error: pt.passkeys.nameRequired })
  .trim()
  .min(1, pt.passkeys.nameRequired)
  .max(PASSKEY_NAME_MAX, pt.passkeys.nameTooLong);

const clientExtensionResults = z.looseObject({});

/** What `startRegistration()` answers. */
export const passkeyAttestationSchema = z.looseObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65_536),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults,
  authenticatorAttachment: z.string().max(32).optional(),
});

/** What `startAuthentication()` answers. */
export const passkeyAssertionSchema = z.looseObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(8192),
    userHandle: z.string().max(512).optional(),
  }),
  clientExtensionResults,
  authenticatorAttachment: z.string().max(32).optional(),
});

export const passkeyRegistrationPayloadSchema = z.object({
  name: passkeyNameSchema,
  credential: passkeyAttestationSchema,
});
export type PasskeyRegistrationPayload = z.infer<typeof passkeyRegistrationPayloadSchema>;

/** The form of "Criar chave de acesso": the name only (the browser does the rest). */
export const passkeyNameFormSchema = z.object({ name: passkeyNameSchema });
export type PasskeyNameForm = z.infer<typeof passkeyNameFormSchema>;

export const passkeySignInPayloadSchema = z.object({ credential: passkeyAssertionSchema });
export type PasskeySignInPayload = z.infer<typeof passkeySignInPayloadSchema>;

/** The "confirm" call: the password, or a passkey's assertion; exactly one. */
export const reauthenticationPayloadSchema = z
  .object({
    password: z.string().max(1024).optional(),
    credential: passkeyAssertionSchema.optional(),
  })
  .refine((value) => (value.password ? 1 : 0) + (value.credential ? 1 : 0) === 1, {
    error: pt.freshProof.passwordRequired,
    path: ['password'],
  })
  .meta({ description: 'Either password or credential (a passkey assertion).' });
export type ReauthenticationPayload = z.infer<typeof reauthenticationPayloadSchema>;

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySchema>;

export const passkeyListResponseSchema = dataResponseSchema(z.array(passkeySchema));
export const passkeyResponseSchema = dataResponseSchema(passkeySchema, { message: z.string() });

/** The options handed to the browser's ceremony (WebAuthn's JSON, as the server library makes it). */
export const webauthnOptionsResponseSchema = dataResponseSchema(
  z
    .looseObject({ challenge: z.string() })
    .describe('PublicKeyCredentialCreationOptionsJSON or RequestOptionsJSON'),
);

export const passkeyIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** What the confirmation dialog can offer, and until when the session's last proof holds. */
export const proofMethodsSchema = z.object({
  has_password: z.boolean(),
  has_passkeys: z.boolean(),
  fresh_until: z.string().nullable(),
});
export type ProofMethods = z.infer<typeof proofMethodsSchema>;
export const proofMethodsResponseSchema = dataResponseSchema(proofMethodsSchema);

export const reauthenticatedResponseSchema = successResponseSchema({
  message: z.string(),
  data: proofMethodsSchema,
});

export type PasskeyAttestation = z.infer<typeof passkeyAttestationSchema>;
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;
