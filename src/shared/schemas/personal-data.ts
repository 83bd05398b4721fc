/** "Meus dados": the traveller's privacy settings and account deletion (docs/architecture/account.md). */
import { z } from 'zod';
import { pt } from '../messages/pt.ts';
import { emailField } from './auth.ts';
import { dataResponseSchema, successResponseSchema } from './envelope.ts';

export const privacySettingsSchema = z.object({
  /** Page views and voyage events are not stored for this traveller. */
  analytics_opt_out: z.boolean(),
  /** Whether deletion asks for the password (else a fresh provider sign-in). */
  has_password: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const privacySettingsResponseSchema = dataResponseSchema(privacySettingsSchema, {
  message: z.string(),
});

export const privacySettingsChangesSchema = z.strictObject({ analytics_opt_out: z.boolean() });
export type PrivacySettingsChanges = z.infer<typeof privacySettingsChangesSchema>;

/** The password confirms deletion; an account without one confirms with a fresh provider sign-in. */
export const accountDeletionPayloadSchema = z.strictObject({
  password: z.string().max(200, pt.personalData.wrongPassword).optional(),
});
export type AccountDeletionPayload = z.infer<typeof accountDeletionPayloadSchema>;

export const accountDeletedResponseSchema = successResponseSchema({ message: z.string() });

/**
 * A change of the account's address: the new one, and the password again when the account has one
 * (without it, the session's fresh proof must do: docs/architecture/auth.md).
 */
export const emailChangePayloadSchema = z.strictObject({
  email: emailField(pt.auth.recovery.emailRequired, pt.auth.registration.invalidEmail),
  password: z.string().max(200, pt.personalData.wrongPassword).optional(),
});
export type EmailChangePayload = z.infer<typeof emailChangePayloadSchema>;

export const emailChangeRequestedResponseSchema = successResponseSchema({ message: z.string() });
