/** The signed-in traveller's own account: info, changes, password (SPEC §3 User, §7). */
import { z } from 'zod';
import { USER_ROLES } from '#shared/roles.ts';
import { pt } from '../messages/pt.ts';
import { JOURNEY_GOAL_MAX_LENGTH, newPasswordField, USER_NAME_MAX_LENGTH } from './auth.ts';
import { dataResponseSchema, successResponseSchema } from './envelope.ts';

/** SPEC §3: session user info (name, id, coins, completedVoyages, savedNotes) and the rest of the account. */
export const userInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  coins: z.number().int(),
  completedVoyages: z.number().int(),
  savedNotes: z.number().int(),
  journey_goal: z.string(),
  email_verified_at: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userInfoResponseSchema = dataResponseSchema(userInfoSchema, { message: z.string() });

/**
 * What a traveller may change about an account: name and journey goal. Any other key (coins,
 * role, email…) is refused: coins move only through purchases and voyages, roles through the CLI.
 */
export const userInfoChangesSchema = z
  .strictObject({
    name: z
      .string({ error: pt.auth.account.nameRequired })
      .trim()
      .min(1, pt.auth.account.nameRequired)
      .max(USER_NAME_MAX_LENGTH, pt.auth.registration.nameTooLong)
      .optional(),
    journey_goal: z
      .string()
      .trim()
      .max(JOURNEY_GOAL_MAX_LENGTH, pt.auth.account.journeyGoalTooLong)
      .optional(),
  })
  .refine((changes) => changes.name !== undefined || changes.journey_goal !== undefined, {
    error: pt.auth.account.nothingToUpdate,
  })
  // The same rule in JSON Schema, so the OpenAPI document shows it.
  .meta({ anyOf: [{ required: ['name'] }, { required: ['journey_goal'] }] });
export type UserInfoChanges = z.infer<typeof userInfoChangesSchema>;

/** Fields a client can never set through the account calls. */
export const PROTECTED_USER_FIELDS = [
  'id',
  'coins',
  'role',
  'email',
  'email_verified_at',
  'password',
  'password_hash',
  'created_at',
  'updated_at',
] as const;

export const userIdParamsSchema = z.object({
  id: z.union([z.literal('me'), z.string().regex(/^[1-9]\d{0,14}$/, pt.auth.account.userNotFound)]),
});

export const changePasswordPayloadSchema = z
  .object({
    // Required when the account has a password (the server checks it); an account without one
    // sets its first with the session's fresh proof (docs/architecture/auth.md).
    current_password: z.string().max(1024).optional(),
    password: newPasswordField(pt.auth.reset.passwordRequired, pt.auth.reset.passwordTooShort),
    password_confirmation: z.string({ error: pt.auth.reset.passwordsMismatch }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: pt.auth.reset.passwordsMismatch,
    path: ['password_confirmation'],
  })
  .meta({ description: 'password_confirmation repeats password.' });
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

/** The sign-in that changed the password stays; every other one ends (docs/architecture/auth.md). */
export const passwordChangedResponseSchema = successResponseSchema({
  message: z.string(),
});
