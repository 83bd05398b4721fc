/**
 * A user's role (SPEC §6): '0' traveller, '1' admin. Apart from the auth schemas so that a screen
 * asking only "is this the staff?" does not build every sign-in form's schema on start.
 */
export const USER_ROLES = ['0', '1'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ADMIN_ROLE: UserRole = '1';
export const TRAVELLER_ROLE: UserRole = '0';
