/** The database's shape, assembled from each feature's table types. */

import type { BackupRunTable } from '#server/backup/backup-run.table.ts';
import type { PageViewTable } from '#server/features/analytics/page-view.table.ts';
import type { ListeningPositionTable } from '#server/features/audio/listening-position.table.ts';
import type { AdminAuditLogTable } from '#server/features/audit-log/admin-audit-log.table.ts';
import type { OAuthStateTable } from '#server/features/auth/oauth-state.table.ts';
import type {
  PasskeyTable,
  SessionProofTable,
  WebauthnChallengeTable,
} from '#server/features/auth/passkey.table.ts';
import type { PasswordResetTokenTable } from '#server/features/auth/password-reset-token.table.ts';
import type { RefreshTokenTable } from '#server/features/auth/refresh-token.table.ts';
import type { SignInRecordTable } from '#server/features/auth/sign-in-record.table.ts';
import type { UserTable } from '#server/features/auth/user.table.ts';
import type { UserIdentityTable } from '#server/features/auth/user-identity.table.ts';
import type { UserSessionTable } from '#server/features/auth/user-session.table.ts';
import type { ProductTable } from '#server/features/catalogue/product.table.ts';
import type { CoinLedgerTable } from '#server/features/coins/coin-ledger.table.ts';
import type { CoinOrderTable } from '#server/features/coins/coin-order.table.ts';
import type { CoinPackageTable } from '#server/features/coins/coin-package.table.ts';
import type { PaymentEventTable } from '#server/features/coins/payment-event.table.ts';
import type { EbookDeliveryTable } from '#server/features/ebook-delivery/ebook-delivery.table.ts';
import type { InvitationTable } from '#server/features/invitations/invitation.table.ts';
import type {
  ConversationMessageTable,
  ConversationTable,
} from '#server/features/messages/conversation.table.ts';
import type { VoyageBookmarkTable, VoyageNoteTable } from '#server/features/reader/reader.table.ts';
import type { SalesEventTable } from '#server/features/sales/sales-event.table.ts';
import type { TravellerVoyageTable } from '#server/features/voyages/traveller-voyage.table.ts';
import type { VoyageTable } from '#server/features/voyages/voyage.table.ts';
import type { VoyageEventTable } from '#server/features/voyages/voyage-event.table.ts';
import type { MailJobTable } from '#server/mail/mail-job.table.ts';

export interface Database {
  page_views: PageViewTable;
  voyages: VoyageTable;
  traveller_voyages: TravellerVoyageTable;
  voyage_events: VoyageEventTable;
  voyage_notes: VoyageNoteTable;
  voyage_bookmarks: VoyageBookmarkTable;
  coin_packages: CoinPackageTable;
  coin_orders: CoinOrderTable;
  coin_ledger: CoinLedgerTable;
  payment_events: PaymentEventTable;
  users: UserTable;
  user_identities: UserIdentityTable;
  refresh_tokens: RefreshTokenTable;
  sign_in_records: SignInRecordTable;
  user_sessions: UserSessionTable;
  passkeys: PasskeyTable;
  webauthn_challenges: WebauthnChallengeTable;
  session_proofs: SessionProofTable;
  password_reset_tokens: PasswordResetTokenTable;
  oauth_states: OAuthStateTable;
  products: ProductTable;
  sales_events: SalesEventTable;
  invitations: InvitationTable;
  admin_audit_log: AdminAuditLogTable;
  listening_positions: ListeningPositionTable;
  conversations: ConversationTable;
  conversation_messages: ConversationMessageTable;
  ebook_deliveries: EbookDeliveryTable;
  mail_jobs: MailJobTable;
  backup_runs: BackupRunTable;
}
