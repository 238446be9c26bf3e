/**
 * The product's own words, one Arabic and one English name each, for the web app's locale files, the static pages,
 * and the server's e-mails, PDFs, help centre and error messages. glossary.test.ts fails the build when a text uses
 * a variant listed under `avoid`, or pairs a label with another language's wrong name.
 */
export type GlossaryTerm = {
  /** The one English name (as it stands alone: a title, a button, a navigation item). */
  en: string;
  /** The one Arabic name. */
  ar: string;
  /** What the term names, and where the line falls between it and its neighbours. */
  note: string;
  /**
   * Whole labels that belong together: a text that is exactly one side (ignoring case and outer spaces) must have
   * exactly the other side in the other language. The term's own names are always one such pair.
   */
  labels?: readonly (readonly [en: string, ar: string])[];
  /** Variants that must not appear: English ones as whole words, case as written; Arabic ones anywhere. */
  avoid: { en: readonly string[]; ar: readonly string[] };
};

export const GLOSSARY = {
  logIn: {
    en: 'Log in',
    ar: 'تسجيل الدخول',
    note:
      'Entering the account (the Login page): "Log in" / "log in again" / "logged in" / "login code". Never "sign ' +
      'in" beside it, so one screen does not say both; leaving is "Log out" / "logged out"; creating an account is ' +
      '"Sign up" / "Create account".',
    avoid: {
      en: ['Sign in', 'sign in', 'Signed in', 'signed in', 'Sign-in', 'sign-in', 'signing in'],
      ar: [],
    },
  },
  billing: {
    en: 'Billing',
    ar: 'الفوترة',
    note:
      'The area at /dashboard/billing (the Billing page): subscription, payment methods, contacts and payment ' +
      'history. Never called "subscriptions" (a user has one subscription) nor "invoices" (those are documents in it).',
    labels: [
      ['View billing', 'عرض الفوترة'],
      ['Back to billing', 'العودة إلى الفوترة'],
    ],
    avoid: {
      en: ['Subscriptions', 'Billing & subscription', 'Billing and subscription'],
      ar: ['الاشتراكات', 'صفحة الفواتير', '«الفواتير»', 'الفواتير والاشتراك'],
    },
  },
  subscription: {
    en: 'Subscription',
    ar: 'الاشتراك',
    note: 'What a user has after paying for a plan: active, canceled or expired, renewed each period.',
    avoid: { en: [], ar: [] },
  },
  plan: {
    en: 'Plan',
    ar: 'الباقة',
    note: 'What is sold: hourly consultation, trainee lawyer, practicing lawyer, national consultant (plural الباقات).',
    labels: [['Plans', 'الباقات']],
    avoid: { en: ['Package', 'Packages'], ar: ['الخطة', 'خطة الاشتراك'] },
  },
  yearlyPlan: {
    en: 'yearly plan',
    ar: 'الباقة السنوية',
    note:
      'The national-consultant plan. Its saving is YEARLY_SAVING_PERCENT ("save up to …%") everywhere, read from ' +
      'that one constant; there is no separate "annual offer" discount.',
    avoid: { en: ['annual plan', 'annual subscription', 'Annual plan'], ar: ['الاشتراك السنوي'] },
  },
  paymentHistory: {
    en: 'Payment history',
    ar: 'سجل المدفوعات',
    note: 'The list of payments on the billing page and its PDF/CSV export (the agreed error text stays "Failed to export billing history").',
    avoid: { en: ['Billing history'], ar: ['سجل الفوترة'] },
  },
  invoice: {
    en: 'Invoice',
    ar: 'الفاتورة',
    note:
      'The tax invoice of one payment (a PDF). "Invoices"/الفواتير only for those documents, never for the billing ' +
      "area; a receipt (الإيصال) is the payment provider's.",
    labels: [
      ['Invoices', 'الفواتير'],
      ['Tax invoice', 'الفاتورة الضريبية'],
      ['Download invoice', 'تنزيل الفاتورة'],
      ['View receipt', 'عرض الإيصال'],
    ],
    avoid: { en: [], ar: [] },
  },
  creditNote: {
    en: 'Credit note',
    ar: 'الإشعار الدائن',
    note:
      'The tax document issued for a refund, numbered in its own sequence and pointing at the invoice it credits. ' +
      'Not a receipt, not an invoice.',
    labels: [['Download credit note', 'تنزيل الإشعار الدائن']],
    avoid: { en: ['Credit memo', 'credit memo'], ar: ['إشعار الخصم', 'الإشعار الائتماني'] },
  },
  paymentProvider: {
    en: 'payment provider',
    ar: 'بوابة الدفع',
    note: 'The card payment company whose page takes the payment.',
    avoid: { en: ['payment gateway', 'Payment gateway'], ar: ['مزوّد الدفع', 'مزود الدفع'] },
  },
  assistants: {
    en: 'Assistants',
    ar: 'المساعدون',
    note: 'The specialised chat assistants (labour, family, …) picked from the chat sidebar.',
    labels: [['Explore assistants', 'استكشف المساعدين']],
    avoid: { en: ['gem', 'gems', 'Gem', 'Gems'], ar: ['الجواهر'] },
  },
  termsOfUse: {
    en: 'Terms of use',
    ar: 'شروط الاستخدام',
    note: 'The page at /terms.',
    avoid: {
      en: [
        'Terms of Service',
        'Terms of service',
        'terms of service',
        'Terms of Use',
        'Terms and Conditions',
      ],
      ar: ['شروط الخدمة', 'الشروط والأحكام'],
    },
  },
  privacyPolicy: {
    en: 'Privacy policy',
    ar: 'سياسة الخصوصية',
    note: 'The page at /privacy.',
    avoid: { en: ['Privacy Policy'], ar: [] },
  },
  cookiePolicy: {
    en: 'Cookie policy',
    ar: 'سياسة ملفات تعريف الارتباط',
    note: 'The page at /cookies.',
    avoid: { en: ['Cookie Policy', 'Cookies Policy'], ar: ['سياسة الكوكيز'] },
  },
  dashboard: {
    en: 'Dashboard',
    ar: 'لوحة التحكم',
    note: 'The signed-in home at /dashboard.',
    avoid: { en: [], ar: ['لوحة المعلومات', 'لوحة القيادة'] },
  },
  helpCenter: {
    en: 'Help Center',
    ar: 'مركز المساعدة',
    note: 'The page at /help (spelt "Help Center", the American way).',
    avoid: { en: ['Help Centre', 'Help centre'], ar: ['مركز الدعم'] },
  },
  freeTrial: {
    en: 'Free trial',
    ar: 'تجربة مجانية',
    note: 'The guest chat before registering (التجربة المجانية inside a sentence).',
    avoid: { en: [], ar: ['الفترة التجريبية', 'النسخة التجريبية'] },
  },
  twoFactor: {
    en: 'Two-factor authentication',
    ar: 'المصادقة الثنائية',
    note:
      'The code from an authenticator app asked for at log-in, on the Security page and wherever it is mentioned. ' +
      'One name in each language, so a page never calls it two things; "2FA" only where the product\'s agreed ' +
      'message says it.',
    avoid: {
      en: ['two-step', 'Two-step', '2-step', 'two-factor verification', 'Two-factor verification'],
      ar: ['التحقق بخطوتين', 'التحقق الثنائي', 'المصادقة بخطوتين', 'التحقق من خطوتين', 'التحقق بخطوتيْن'],
    },
  },
} as const satisfies Record<string, GlossaryTerm>;

export type GlossaryTermId = keyof typeof GLOSSARY;
