/**
 * The pt-BR message catalogue: every text of SPEC §8 and every UI text, in one place.
 * Code reads `pt.area.key`; a key that does not exist fails the type check.
 * Public pages import `ptPublic` (pt-public.ts), the part they need, to stay within their
 * JavaScript budget; the app's screens import their areas (pt-*.ts) directly too, so a screen
 * downloads only its own texts (docs/architecture/frontend.md). The server and the tests read this whole object.
 */
import { account, user } from './pt-account.ts';
import { apiErrors } from './pt-api-errors.ts';
import { audio } from './pt-audio.ts';
import { auth } from './pt-auth.ts';
import { catalogue } from './pt-catalogue.ts';
import { catalogueApi } from './pt-catalogue-api.ts';
import { coinsUi } from './pt-coins.ts';
import { ebookDelivery } from './pt-ebook-delivery.ts';
import { invitation } from './pt-invitation.ts';
import { legal } from './pt-legal.ts';
import { mail } from './pt-mail.ts';
import { freshProof, passkeys } from './pt-passkeys.ts';
import { personalData } from './pt-personal-data.ts';
import { ptPublic } from './pt-public.ts';
import { pwa } from './pt-pwa.ts';
import { readerUi } from './pt-reader.ts';
import { sales } from './pt-sales.ts';
import { sales001 } from './pt-sales-001.ts';
import { sales002 } from './pt-sales-002.ts';
import { sales003 } from './pt-sales-003.ts';
import { sessions } from './pt-sessions.ts';
import { voyages, voyagesUi } from './pt-voyages.ts';

export const pt = {
  ...ptPublic,

  account,

  /** "Meus dados": export, analytics switch, account deletion (docs/architecture/account.md). */
  personalData,

  catalogue: { ...catalogue, api: catalogueApi },

  auth,

  /** Passkeys, and the fresh proof before sensitive changes (docs/architecture/auth.md). */
  passkeys,

  freshProof,

  voyages,

  voyagesUi,

  coinsUi,

  readerUi,

  /** The installable app and offline voyages (docs/architecture/pwa.md). */
  pwa,

  /** The ebook sales pages (SPEC §2.7); the pages import pt-sales*.ts directly (docs/architecture/sales.md). */
  sales: { ...sales, variants: { '001': sales001, '002': sales002, '003': sales003 } },

  user,

  audio,

  /** SPEC §2.6, §4.6, §8 and the travellers' invitations (pt-invitation.ts, docs/architecture/invitations.md). */
  invitation,

  mail,

  /** Who sells and the legal documents' links (pt-legal.ts). */
  legal,

  ebookDelivery,

  /** Sessions a traveller sees and ends, sign-in records, the new-device e-mail (pt-sessions.ts). */
  sessions,

  /** Texts of the server's error answers, by error code. */
  apiErrors: {
    ...apiErrors,
    PAYMENTS_UNAVAILABLE: coinsUi.buyingDisabled,
    PAYMENT_PROVIDER_FAILED: coinsUi.refund.providerFailure,
    ORDER_NOT_REFUNDABLE: coinsUi.refund.notRefundable,
    WITHDRAWAL_EXPIRED: coinsUi.withdrawal.refusals.expired,
    WITHDRAWAL_SPENT: coinsUi.withdrawal.refusals.spent,
    INVITATION_NOT_FOUND: invitation.notFound,
    INVITATION_EXPIRED: invitation.expired,
    REAUTHENTICATION_REQUIRED: freshProof.required,
    WEBAUTHN_CHALLENGE_INVALID: passkeys.challengeInvalid,
    PASSKEY_VERIFICATION_FAILED: passkeys.verificationFailed,
  },
} as const;

export type ApiErrorCode = keyof typeof pt.apiErrors;
