/**
 * API addresses of the signed-in and staff areas designed in this project (docs/architecture/coins.md, docs/architecture/reader.md, docs/architecture/pwa.md,
 * docs/architecture/admin.md, docs/decisions/070). Public pages never call them, so they live apart from `paths.ts`, which every public page
 * downloads (docs/architecture/frontend.md).
 */
/** Every address under it answers admins only: one hook guards them all (docs/architecture/admin.md). */
export const ADMIN_API_PREFIX = '/api/v1/admin/';

export const appApiPaths = {
  // "Meus dados" (designed here, docs/architecture/account.md): export, analytics switch, deletion.
  dataExport: '/api/v1/user/data-export',
  account: '/api/v1/user/account',
  privacySettings: '/api/v1/user/privacy',
  emailChange: '/api/v1/user/email-change',
  /** The link of the e-mail sent to the new address. */
  emailChangeConfirmation: '/api/v1/user/email-change/confirm',
  // Sessions and the sign-in record (designed here, docs/architecture/auth.md).
  userSessions: '/api/v1/user/sessions',
  userSession: '/api/v1/user/sessions/:id',
  userOtherSessionsEnd: '/api/v1/user/sessions/end-others',
  /** The new-device e-mail's link: ends that sign-in without being signed in. */
  sessionEndByLink: '/api/v1/user/sessions/end-by-link',
  signInHistory: '/api/v1/user/sign-ins',
  // Passkeys and the fresh proof (designed here, docs/architecture/auth.md).
  passkeys: '/api/v1/user/passkeys',
  passkey: '/api/v1/user/passkeys/:id',
  passkeyRegistrationOptions: '/api/v1/user/passkeys/registration-options',
  passkeySignInOptions: '/api/v1/user/passkey-sign-in/options',
  passkeySignIn: '/api/v1/user/passkey-sign-in',
  reauthentication: '/api/v1/user/reauthentication',
  reauthenticationPasskeyOptions: '/api/v1/user/reauthentication/passkey-options',
  // The staff's console (designed here, docs/architecture/admin.md): every call needs role '1'.
  adminTravellerSessions: '/api/v1/admin/travellers/:id/sessions',
  adminSignInFailures: '/api/v1/admin/sign-in-failures',
  adminOverview: '/api/v1/admin/overview',
  adminTravellers: '/api/v1/admin/travellers',
  adminTraveller: '/api/v1/admin/travellers/:id',
  adminTravellerPassagens: '/api/v1/admin/travellers/:id/passagens',
  adminTravellerRole: '/api/v1/admin/travellers/:id/role',
  adminAuditLog: '/api/v1/admin/audit-log',
  adminEbookDeliveries: '/api/v1/admin/ebook/deliveries',
  /** The link an ebook e-mail carries (public: its secret is the key, docs/architecture/admin.md). */
  ebookDownload: '/api/v1/ebook/download/:token',
  adminAnalytics: '/api/v1/admin/analytics',
  adminAnalyticsCsv: '/api/v1/admin/analytics/export',
  adminImageUploads: '/api/v1/admin/uploads/images',
  adminAudioUploads: '/api/v1/admin/uploads/audio',
  adminVoyages: '/api/v1/admin/voyages',
  adminVoyage: '/api/v1/admin/voyages/:id',
  adminVoyagePublication: '/api/v1/admin/voyages/:id/publication',
  adminVoyagePreview: '/api/v1/admin/voyages/:id/preview',
  adminProducts: '/api/v1/admin/products',
  adminProduct: '/api/v1/admin/products/:id',
  adminPackages: '/api/v1/admin/packages',
  adminPackage: '/api/v1/admin/packages/:id',
  adminConversations: '/api/v1/admin/conversations',
  adminConversation: '/api/v1/admin/conversations/:id',
  adminConversationReplies: '/api/v1/admin/conversations/:id/replies',
  // Travellers' messages to the team (designed here, docs/architecture/admin.md).
  conversations: '/api/v1/messages/conversations',
  conversation: '/api/v1/messages/conversations/:id',
  conversationMessages: '/api/v1/messages/conversations/:id/messages',
  // Narration (designed here, docs/decisions/070).
  audioVoyages: '/api/v1/audio/voyages',
  listeningPosition: '/api/v1/audio/positions/:voyageId',
  // Reader notes and bookmarks (designed here, docs/architecture/reader.md).
  readerNotes: '/api/v1/reader/notes',
  readerNote: '/api/v1/reader/notes/:id',
  readerBookmarks: '/api/v1/reader/bookmarks',
  readerBookmark: '/api/v1/reader/bookmarks/:voyageId/:paragraph',
  readerChanges: '/api/v1/reader/changes',
  /** What a voyage needs offline, with sizes (designed here, docs/architecture/pwa.md). */
  voyageOfflinePackage: '/api/v1/voyages/:id/offline-package',
  // Buying passagens: checkout, history, orders and payments (designed here, docs/architecture/coins.md).
  packageCheckout: '/api/v1/packages/:id/checkout',
  coinHistory: '/api/v1/coins/history',
  /** The traveller's orders with their contract summaries ("Meus pedidos"). */
  myOrders: '/api/v1/payments/orders',
  paymentOrder: '/api/v1/payments/orders/:id',
  paymentWebhook: '/api/v1/payments/webhook',
  sandboxApprove: '/api/v1/payments/sandbox/:id/approve',
  sandboxCancel: '/api/v1/payments/sandbox/:id/cancel',
  paymentsConfig: '/api/v1/payments/config',
  orderWithdrawal: '/api/v1/payments/orders/:id/withdrawal',
  adminTravellerOrders: '/api/v1/admin/travellers/:id/orders',
  adminOrderRefund: '/api/v1/admin/orders/:id/refund',
} as const;
