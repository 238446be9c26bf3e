/** Business constants (trial, codes, limits, timings), in one place for the server and the web app. */
export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';
export const FALLBACK_LOCALE: Locale = 'en';

export const STORAGE_KEYS = {
  language: 'i18nextLng',
  appearance: 'appearance',
  billingSidebarCollapsed: 'billing_sidebar_collapsed',
  user: 'mustashar_user',
  token: 'mustashar_token',
  checkoutInProgress: 'checkout_in_progress',
} as const;

export const COOKIE_NAMES = {
  consent: 'mustashar_cookie_consent',
  chatSession: 'mustashar_chat_session',
  deviceId: 'mustashar_device_id',
  deviceMessages: 'mustashar_device_messages',
  session: 'mustashar_session',
  /** Marks a browser that has signed in before, so others' failed attempts never lock it out. */
  trustedDevice: 'mustashar_trusted_device',
  /** Which password this browser registered, so a code entered here activates that one (ADR 023). */
  registration: 'mustashar_registration',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
export const COOKIE_MAX_AGE_MS = {
  consent: 365 * DAY_MS,
  chatSession: DAY_MS,
  deviceId: 365 * DAY_MS,
  deviceMessages: 365 * DAY_MS,
} as const;

export const TRIAL = {
  minutesMode: 10,
  windowMs: 3_600_000,
  messagesPerDevice: 5,
  endedStatus: 440,
  vpnStatus: 451,
  limitModalRedirectSeconds: 30,
} as const;

export const VERIFICATION = {
  codeLength: 6,
  expiresMinutes: 15,
  resendCooldownSeconds: 60,
  maxAttempts: 5,
} as const;
export const PASSWORD_MIN_LENGTH = 8;
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const MINIMUM_AGE = 13;

export const CURRENCY = 'SAR';
export const VAT_RATE = 0.15;
export const UNLIMITED_CHAT_TOTAL = 999;
export const UPGRADE_PROMPT_USAGE = 0.7;

export const SCROLL_OFFSET_PX = 80;
export const GOOGLE_NOT_REGISTERED_REDIRECT_MS = 1600;
export const PAYMENT_SUCCESS_REDIRECT_SECONDS = 5;
export const CHECKOUT_POLL = { tries: 8, intervalMs: 2000 } as const;

export const TOAST_DURATION_MS = { default: 5000, provider: 4000, dashboard: 6000 } as const;

export const THREAD_TITLE_LENGTH = 40;
export const MOBILE_HISTORY_THREADS = 5;
export const NOTIFICATION_VOLUME = 0.6;
export const TITLE_BLINK_INTERVAL_MS = 1000;

export const SOCIAL_PROOF_COUNT = 200;
export const COPYRIGHT_YEAR = 2025;
/** The yearly plan's saving ("save up to …%"), on pricing, the dashboard and the plan's description alike. */
export const YEARLY_SAVING_PERCENT = 20;

export const SUPPORT = {
  replyWithinHours: 24,
  /** Sunday (0) to Thursday (4), 09:00–17:00 Asia/Riyadh. */
  days: [0, 1, 2, 3, 4],
  opens: '09:00',
  closes: '17:00',
  timeZone: 'Asia/Riyadh',
} as const;
