/** The database's shape, assembled from each feature's table types. */
import type { PageViewTable } from '#server/features/analytics/page-view.table.ts';
import type { OAuthStateTable } from '#server/features/auth/oauth-state.table.ts';
import type { PasswordResetTokenTable } from '#server/features/auth/password-reset-token.table.ts';
import type { RefreshTokenTable } from '#server/features/auth/refresh-token.table.ts';
import type { UserTable } from '#server/features/auth/user.table.ts';
import type { UserIdentityTable } from '#server/features/auth/user-identity.table.ts';
import type { VoyageTable } from '#server/features/voyages/voyage.table.ts';

export interface Database {
  page_views: PageViewTable;
  voyages: VoyageTable;
  users: UserTable;
  user_identities: UserIdentityTable;
  refresh_tokens: RefreshTokenTable;
  password_reset_tokens: PasswordResetTokenTable;
  oauth_states: OAuthStateTable;
}
