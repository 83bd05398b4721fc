/**
 * Payloads and answers of sign-in, registration, sessions and password recovery (SPEC §3, §5, §7).
 * Forms and the server share these schemas, so their messages are SPEC §5's texts.
 */
import { z } from 'zod';
import { USER_ROLES } from '#shared/roles.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_STRENGTH } from '../constants.ts';
import { privacyVersion, termsVersion } from '../legal/documents.ts';
import { apiErrors } from '../messages/pt-api-errors.ts';
import { auth } from '../messages/pt-auth.ts';
import { passwordStrength } from '../password-strength.ts';
import { successResponseSchema } from './envelope.ts';

export const USER_NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const JOURNEY_GOAL_MAX_LENGTH = 500;

function requiredText(message: string) {
  return z.string({ error: message }).min(1, { error: message, abort: true });
}

/** An e-mail address, trimmed; a missing one and a malformed one have their own messages. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return (
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, { error: requiredMessage, abort: true })
      .max(EMAIL_MAX_LENGTH, { error: invalidMessage, abort: true })
      // A check, not a pipe: the OpenAPI document shows it (format and pattern).
      .check(z.email({ error: invalidMessage }))
  );
}

/** A new password: at least 8 characters and SPEC §5's strength of at least 2. */
export function newPasswordField(requiredMessage: string, tooShortMessage: string) {
  return requiredText(requiredMessage)
    .max(PASSWORD_MAX_LENGTH, { error: auth.registration.passwordTooLong, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: tooShortMessage, abort: true })
    .refine((password) => passwordStrength(password) >= PASSWORD_MIN_STRENGTH, {
      error: auth.registration.weakPassword,
    })
    .meta({
      description: `At least ${PASSWORD_MIN_LENGTH} characters, with an upper-case letter, a digit or a symbol.`,
    });
}

/** What JSON Schema cannot say of a form with a confirmation: the document says it in words. */
const confirmationRule = { description: 'password_confirmation repeats password.' };

/** The confirmation must repeat the password; the error sits on the confirmation field. */
function confirmationMatches(value: { password: string; password_confirmation: string }) {
  return value.password === value.password_confirmation;
}
const mismatch = { error: auth.registration.passwordsMismatch, path: ['password_confirmation'] };

export const loginPayloadSchema = z.object({
  Login: emailField(auth.login.emailRequired, auth.login.emailInvalid),
  Password: requiredText(auth.login.passwordRequired),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

const required = auth.registration.allFieldsRequired;
const registrationFields = {
  name: z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(USER_NAME_MAX_LENGTH, auth.registration.nameTooLong),
  email: emailField(required, auth.registration.invalidEmail),
  password: newPasswordField(required, auth.registration.weakPassword),
  password_confirmation: requiredText(required),
};

/** The registration form (SPEC §2.2): name, email, password and its confirmation. */
export const registrationFormSchema = z
  .object(registrationFields)
  .refine(confirmationMatches, mismatch)
  .meta(confirmationRule);
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** POST /api/v1/user/register: the form plus metadata.journey_goal (may be empty). */
/** The invitation an account is created through (docs/architecture/invitations.md); a bad one is ignored. */
const invitationTokenField = z.string().max(64).nullish();

export const registrationPayloadSchema = z
  .object({
    ...registrationFields,
    metadata: z
      .object({
        journey_goal: z
          .string()
          .trim()
          .max(JOURNEY_GOAL_MAX_LENGTH, auth.account.journeyGoalTooLong)
          .nullish(),
      })
      .nullish(),
    invitation_token: invitationTokenField,
    /**
     * The versions the form showed (docs/architecture/legal.md); recorded on the account. A form
     * loaded before a new version took effect is refused, so nobody accepts a version no longer in force.
     */
    terms_version: z.literal(termsVersion, { error: auth.registration.documentsChanged }).optional(),
    privacy_version: z.literal(privacyVersion, { error: auth.registration.documentsChanged }).optional(),
  })
  .refine(confirmationMatches, mismatch)
  .meta(confirmationRule);
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;

export const recoverPasswordPayloadSchema = z.object({
  email: emailField(auth.recovery.emailRequired, auth.registration.invalidEmail),
});
export type RecoverPasswordPayload = z.infer<typeof recoverPasswordPayloadSchema>;

export const resetPasswordPayloadSchema = z
  .object({
    email: emailField(auth.recovery.emailRequired, auth.registration.invalidEmail),
    password: newPasswordField(auth.reset.passwordRequired, auth.reset.passwordTooShort),
    password_confirmation: z.string({ error: auth.reset.passwordsMismatch }),
    token: requiredText(auth.reset.tokenMissing).max(256, auth.reset.tokenMissing),
  })
  .refine(confirmationMatches, mismatch)
  .meta(confirmationRule);
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

export const refreshSessionPayloadSchema = z.object({
  refresh_token: requiredText(apiErrors.UNAUTHENTICATED).max(256, apiErrors.UNAUTHENTICATED),
});

/** Logout forgets whatever it is given: an empty or unknown token still answers 200. */
export const logoutPayloadSchema = z.object({ refresh_token: z.string().max(256).nullish() }).nullish();

/** With `credential` (a Google ID token) sign-in is direct; without it, the redirect flow starts. */
export const googleSignInPayloadSchema = z
  .object({ credential: z.string().min(1).max(8192).optional(), invitation_token: invitationTokenField })
  .nullish();

export const googleCallbackQuerySchema = z.object({
  code: requiredText(auth.google.missingCode).max(2048, auth.google.invalidData),
  state: requiredText(auth.google.invalidData).max(256, auth.google.invalidData),
  invitation_token: invitationTokenField,
});

/** `userData` is what the Facebook SDK gave the browser; the server trusts only the Graph API. */
export const facebookSignInPayloadSchema = z.object({
  accessToken: requiredText(auth.facebook.failure).max(4096, auth.facebook.failure),
  userData: z.record(z.string(), z.unknown()).nullish(),
  invitation_token: invitationTokenField,
});

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** The user as the API shows it: never the password hash. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  coins: z.number().int(),
  journey_goal: z.string(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionTokensSchema = z.object({ token: z.string(), refresh_token: z.string() });
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** SPEC §3, Login response. */
export const signedInSchema = sessionTokensSchema.extend({ user: sessionUserSchema });
export type SignedIn = z.infer<typeof signedInSchema>;

export const registrationResponseSchema = successResponseSchema({
  message: z.string(),
  data: z.object({ user: sessionUserSchema }),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** SPEC §3: a failed registration carries its field errors in `data` (and in `errors`, as every error). */
export const registrationFailureSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  data: fieldErrorsSchema,
  errors: fieldErrorsSchema,
});
export type RegistrationFailure = z.infer<typeof registrationFailureSchema>;

export const messageResponseSchema = successResponseSchema({ message: z.string() });

/** SPEC §3: Google and Facebook answers. */
export const socialSignInResponseSchema = z.discriminatedUnion('auth_type', [
  successResponseSchema({ auth_type: z.literal('direct'), data: signedInSchema }),
  successResponseSchema({ auth_type: z.literal('redirect'), data: z.object({ url: z.string() }) }),
]);
export type SocialSignInResponse = z.infer<typeof socialSignInResponseSchema>;

/** SPEC §3: Google callback response. */
export const googleCallbackResponseSchema = signedInSchema.extend({ message: z.string() });

/** Which third-party sign-in buttons the client shows: only the configured providers. */
export const authProvidersSchema = z.object({
  google: z.object({ clientId: z.string() }).nullable(),
  facebook: z.object({ appId: z.string() }).nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
