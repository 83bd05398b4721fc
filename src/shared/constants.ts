/** Business constants and limits of SPEC §9, in one place for client and server. */

export const PRODUCT_PAGE_SIZE = 8;
export const PRODUCT_MAX_PAGE_SIZE = 100;
export const PRODUCT_CATEGORIES = ['LIVRO', 'ACESSÓRIO', 'CURSO', 'DIGITAL', 'OUTRO'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_SORT_OPTIONS = [
  { sortBy: 'name', sortOrder: 'asc' },
  { sortBy: 'name', sortOrder: 'desc' },
  { sortBy: 'price', sortOrder: 'asc' },
  { sortBy: 'price', sortOrder: 'desc' },
  { sortBy: 'rating', sortOrder: 'desc' },
] as const;
export const PAGINATION_WINDOW = 5;

export const HTTP_TIMEOUT_MS = 10_000;
export const SESSION_EXPIRED_REDIRECT_MS = 1_000;

export const HOME_FLOATING_BUTTON_SCROLL_PX = 300;
export const HEADER_STYLE_SCROLL_PX = 10;
export const READER_SCROLL_TOP_BUTTON_PX = 300;
export const READER_HEADER_HIDE_SCROLL_PX = 10;

export const CONTACT_RESPONSE_TIME = '24h';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_STRENGTH = 2;

export const REGISTRATION_REDIRECT_MS = 8_000;
export const REGISTRATION_PROGRESS_TICK_MS = 80;
export const REGISTRATION_BACKUP_REDIRECT_MS = 10_000;
export const RESET_REDIRECT_MS = 3_000;

export const TOAST_DURATION_SUCCESS_MS = 7_000;
export const TOAST_DURATION_DEFAULT_MS = 5_000;
export const TOAST_DURATION_AUDIO_ERROR_MS = 6_000;

export const DEFAULT_VOYAGE_DURATION_MINUTES = 30;
/** Passagens every new account receives (a 'grant' ledger row; docs/architecture/voyages.md). */
export const WELCOME_PASSAGENS = 3;
/** Movements shown in the passagens history. */
export const COIN_HISTORY_DEFAULT_LIMIT = 50;
export const COIN_HISTORY_MAX_LIMIT = 200;
/** Days a traveller has to withdraw from a purchase made online (CDC art. 49; decision 100). */
export const WITHDRAWAL_DAYS = 7;
export const QUOTE_BANNER_MAX_CHARS = 180;
export const TOC_HIGHLIGHT_MAX_CHARS = 80;

export const READER_THEMES = ['light', 'dark', 'sepia'] as const;
export type ReaderTheme = (typeof READER_THEMES)[number];
export const FONT_SIZE_MIN = 1;
export const FONT_SIZE_MAX = 5;
export const FONT_SIZE_DEFAULT = 3;
export const AUTO_SCROLL_SPEED_MIN = 1;
export const AUTO_SCROLL_SPEED_MAX = 50;
export const AUTO_SCROLL_SPEED_DEFAULT = 5;
export const SECTION_JUMP_PARAGRAPHS = 5;

export const COMPLETION_HINT_PERCENT = 90;
export const COMPLETION_ALMOST_PERCENT = 95;
export const COMPLETION_PROMPT_PERCENT = 98;
export const EBOOK_AD_SCROLL_PERCENT = 85;
export const PROGRESS_SAVE_STEP_PERCENT = 10;
export const PROGRESS_SAVE_DELAY_MS = 500;
export const COMPLETION_REDIRECT_MS = 2_000;
export const NOT_STARTED_REDIRECT_MS = 10_000;
export const SCROLL_RESTORE_DELAY_MS = 500;
export const SCROLL_RESTORE_FLAG_CLEAR_MS = 2_000;
export const ACTIVITY_WINDOW_MS = 10_000;
export const ACTIVITY_THROTTLE_MS = 300;
export const CONFETTI_DURATION_MS = 3_000;
export const CONFETTI_PIECES = 100;
export const HIGHLIGHT_FLASH_MS = 3_000;
/** Reader notes and bookmarks (designed here, docs/architecture/reader.md). */
export const READER_NOTE_MAX_CHARS = 2_000;
export const READER_BOOKMARK_TITLE_MAX_CHARS = 200;
/** A note's colours (docs/decisions/160); a note without one is yellow. */
export const READER_NOTE_COLORS = ['yellow', 'green', 'blue', 'pink'] as const;
export type ReaderNoteColor = (typeof READER_NOTE_COLORS)[number];
/** Changes sent in one request of the reader's outbox (docs/decisions/160). */
export const READER_CHANGES_PER_BATCH = 100;
/** Reading pace (words per minute) assumed before the traveller's own is measured. */
export const READER_DEFAULT_WORDS_PER_MINUTE = 200;

/** Written by scripts/generate-narration.ts whenever it makes the sample again. */
export { NARRATION_SAMPLE_URL } from './narration-sample.generated.ts';
export const AUDIO_SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const AUDIO_VOLUME_MIN = 0;
export const AUDIO_VOLUME_MAX = 1;

export const INVITATION_STATIONS = 5;
export const INVITATION_SAMPLE_EXPIRY_DAYS = [30, 45] as const;
export const INVITATION_SIMULATED_LOAD_MS = 800;
export const INVITATION_VIEW_CHANGE_MS = 300;
/** Travellers' invitations (designed here, docs/architecture/invitations.md). */
export const INVITATION_EXPIRY_DAYS = 30;
export const INVITATION_GIFT_PASSAGENS = 1;
export const INVITATION_RECIPIENT_NAME_MAX_CHARS = 60;
/** Invitations one traveller may create per hour. */
export const INVITATION_CREATE_PER_HOUR = 20;

export const BACK_ONLINE_BANNER_MS = 3_000;
/** The offline banner folds into a small badge after this long, so it covers no reading (docs/architecture/pwa.md). */
export const OFFLINE_BANNER_COLLAPSE_MS = 6_000;
/** After 'Agora não', the install banner waits this long before showing again (docs/architecture/pwa.md). */
export const INSTALL_BANNER_SNOOZE_DAYS = 30;

/** Ebook offer, in centavos. */
/** How long the download link of a sent ebook works (docs/architecture/admin.md). */
export const EBOOK_LINK_VALID_DAYS = 7;

export const EBOOK_LIST_PRICE_CENTS = 6_700;
export const EBOOK_LAUNCH_PRICE_CENTS = 3_990;
export const EBOOK_REFUND_DAYS_PAGE_003 = 7;
export const EBOOK_DEPTH_CLAIM = '3x';

export const SALES_PAGE_SLUG_PREFIX = 'rota-amazonia-1-0-navegante-de-primeira-viagem';
export const SALES_PAGE_VARIANTS = ['001', '002', '003'] as const;
export type SalesPageVariant = (typeof SALES_PAGE_VARIANTS)[number];
/** What the sales experiment records (docs/architecture/sales.md). */
export const SALES_EVENT_KINDS = ['exposure', 'cta_click'] as const;
export type SalesEventKind = (typeof SALES_EVENT_KINDS)[number];

export const VOYAGE_THEME_COLORS = ['green', 'amber', 'indigo', 'pink', 'teal'] as const;
export type VoyageThemeColor = (typeof VOYAGE_THEME_COLORS)[number];
export const DEFAULT_VOYAGE_THEME_COLOR: VoyageThemeColor = 'green';

/** Keys of what the client keeps on the device (SPEC §3, client-stored items). */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  user: 'user',
  currentPath: 'current_path',
  registrationSuccess: 'registration_success',
  bookmarks: 'bookmarks',
  installBannerDismissedAt: 'install_banner_dismissed_at',
  /** The sales page variant this device was assigned at /vendas/ebook (docs/architecture/sales.md). */
  salesVariant: 'sales_variant',
  /** An invitation token opened on this device, sent with a registration (docs/architecture/invitations.md). */
  pendingInvitation: 'pending_invitation',
  /**
   * Where an earlier version queued progress saved without a signal; moved into the one outbox in
   * IndexedDB on the first start (docs/architecture/pwa.md).
   */
  progressOutbox: 'progress_outbox',
  /** Progress another device was further ahead on, for the reader to ask about (docs/architecture/pwa.md). */
  progressConflicts: 'progress_conflicts',
  /** The voyages downloaded on this device, per traveller (docs/architecture/pwa.md). */
  offlineVoyages: 'offline_voyages',
  /** Reader (docs/architecture/reader.md): per voyage `bookmarks:<id>` / `annotations:<id>`, the rest global. */
  annotations: 'annotations',
  /** Where an earlier version queued notes and bookmarks changes; moved like `progressOutbox`. */
  readerOutbox: 'reader_outbox',
  /**
   * `outbox_ahead:<page>:<list>:<seq>`: a change written at once, until the one outbox in IndexedDB
   * holds it; moved like `progressOutbox` when its page is gone (docs/architecture/pwa.md).
   */
  outboxAhead: 'outbox_ahead',
  /** This device's id, made once: the tie-breaker between edits of the same time (decision 160). */
  deviceId: 'device_id',
  readerTheme: 'reader_theme',
  readerFontSize: 'reader_font_size',
  readerPace: 'reader_pace',
  /** Per voyage `reading_anchor:<id>`: the paragraph the reader was at (docs/architecture/reader.md). */
  readingAnchor: 'reading_anchor',
  /** Narration (docs/decisions/070): per voyage `listening_position:<id>`; volume and speed global. */
  listeningPosition: 'listening_position',
  narrationVolume: 'narration_volume',
  narrationRate: 'narration_rate',
  /** Session storage, per voyage (`<key>:<id>`). */
  voyageLoadTime: 'voyage_load_time',
  voyageSavedSteps: 'voyage_saved_steps',
  voyageInitialScroll: 'voyage_initial_scroll',
  ebookAdClosed: 'ebook_ad_closed',
} as const;
