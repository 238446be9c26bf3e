import type { Localized } from '../../lib/messages.ts';

/** User-visible billing messages, in both languages. */
/** A team member asked for what only the subscription's owner may do (renew, change, cancel). */
export function ownerOnlyMessage(ownerName: string): Localized {
  return {
    ar: `وحده مالك الفريق يجدّد الاشتراك أو يغيّره أو يلغيه. اطلب ذلك من ${ownerName}، أو غادر الفريق لتشتري باقة لك.`,
    en: `Only the team's owner can renew, change or cancel the subscription. Ask ${ownerName}, or leave the team to buy a plan of your own.`,
  };
}

export const billingMessages = {
  planNotFound: { ar: 'لم يُعثر على الباقة. يُرجى المحاولة مجددًا.', en: 'Plan not found. Please try again.' },
  mobileRequired: {
    ar: 'أدخل رقم جوال سعودي (05XXXXXXXX) لإتمام الدفع.',
    en: 'Enter a Saudi mobile number (05XXXXXXXX) to complete the payment.',
  },
  invalidReturnUrl: {
    ar: 'رابط العودة يجب أن يكون على هذا الموقع.',
    en: 'The return address must be on this site.',
  },
  providerError: {
    ar: 'تعذّر إنشاء الدفع. يُرجى المحاولة مجددًا.',
    en: 'Failed to create payment. Please try again.',
  },
  providerVerifyError: {
    ar: 'تعذّر التحقق من الدفع لدى بوابة الدفع الآن. يُرجى المحاولة بعد قليل.',
    en: 'The payment could not be checked with the payment provider right now. Please try again shortly.',
  },
  paymentsUnavailable: {
    ar: 'الدفع غير متاح حاليًا. يُرجى التواصل مع الدعم.',
    en: 'Payments are not available right now. Please contact support.',
  },
  unknownTransaction: {
    ar: 'بيانات العملية غير صحيحة.',
    en: 'Invalid transaction details.',
  },
  transactionMismatch: {
    ar: 'بيانات العملية غير صحيحة: رقم العملية لا يطابق رقم الطلب.',
    en: 'Invalid transaction details: the transaction does not match the order.',
  },
  amountMismatch: {
    ar: 'لم يُقبل الدفع: المبلغ المدفوع لا يطابق سعر الباقة. يُرجى التواصل مع الدعم.',
    en: 'The payment was not accepted: the amount paid does not match the plan price. Please contact support.',
  },
  paymentFailed: {
    ar: 'تعذّر إتمام عملية الدفع.',
    en: 'Your payment could not be completed.',
  },
  paymentCanceled: {
    ar: 'أُلغيت عملية الدفع.',
    en: 'The payment was canceled.',
  },
  paymentPending: {
    ar: 'لم تكتمل عملية الدفع بعد.',
    en: 'Payment not completed yet.',
  },
  noSubscription: {
    ar: 'لا يوجد اشتراك نشط.',
    en: 'You have no active subscription.',
  },
  samePlan: {
    ar: 'هذه باقتك الحالية بالفعل.',
    en: 'This is already your current plan.',
  },
  quoteChanged: {
    ar: 'تغيّر المبلغ منذ عرضه عليك. راجع المبلغ الجديد قبل الدفع.',
    en: 'The amount changed since it was shown to you. Check the new amount before paying.',
  },
  paymentNotFound: { ar: 'لم يُعثر على الدفعة.', en: 'Payment not found.' },
  cardNotFound: { ar: 'لم يُعثر على البطاقة.', en: 'Card not found.' },
  cardDefault: {
    ar: 'أصبحت هذه البطاقة بطاقتك الافتراضية للتجديد.',
    en: 'This card is now your default for renewals.',
  },
  cardRemoved: { ar: 'حُذفت البطاقة.', en: 'The card was removed.' },
  invoiceNotFound: {
    ar: 'لا توجد فاتورة لهذه الدفعة.',
    en: 'There is no invoice for this payment.',
  },
  paymentHidden: { ar: 'أُزيلت الدفعة من عرضك.', en: 'Payment removed from your view' },
  subscriptionCanceled: {
    ar: 'أُلغي الاشتراك: يستمر وصولك حتى نهاية الفترة المدفوعة ثم ينتهي. يمكنك التراجع عن الإلغاء قبل ذلك.',
    en: 'Your subscription is canceled: your access continues until the end of the paid period and then ends. You can undo this until then.',
  },
  subscriptionResumed: {
    ar: 'تراجعتَ عن الإلغاء: يستمر اشتراكك حتى نهاية فترته، ونذكّرك بالتجديد قبلها.',
    en: 'Your subscription is no longer canceled: it runs to the end of its period, and we remind you to renew before then.',
  },
  resumeTooLate: {
    ar: 'انتهت فترة هذا الاشتراك، فلم يعد التراجع عن إلغائه ممكنًا. اختر باقة لتشترك من جديد.',
    en: 'This subscription’s period has ended, so its cancellation can no longer be undone. Choose a plan to subscribe again.',
  },
  webhookUnauthorized: { ar: 'غير مصرّح.', en: 'Not authorized.' },
  webhookUrlHttps: {
    ar: 'يجب أن يبدأ رابط الإشعارات بـ https://.',
    en: 'The webhook URL must start with https://.',
  },
  webhookUrlPrivate: {
    ar: 'يجب أن يشير رابط الإشعارات إلى عنوان عام على الإنترنت، لا إلى شبكة داخلية.',
    en: 'The webhook URL must point to a public internet address, not an internal network.',
  },
  webhookUrlPort: {
    ar: 'يجب أن يستخدم رابط الإشعارات منفذ HTTPS المعتاد (443).',
    en: 'The webhook URL must use the standard HTTPS port (443).',
  },
  webhookUrlUnresolvable: {
    ar: 'تعذّر العثور على خادم رابط الإشعارات.',
    en: 'The webhook URL’s host could not be found.',
  },
  notificationsSaved: { ar: 'حُفظت إعدادات الإشعارات.', en: 'Notification settings saved' },
  webhookOwnerOnly: {
    ar: 'يدير إعدادات المطوّرين مالك الحساب وحده، لا أعضاء فريقه.',
    en: "Only the account's owner manages developer settings, not the members of their team.",
  },
  discountUnknown: {
    ar: 'رمز الخصم غير معروف. تحقّق من كتابته.',
    en: 'This discount code is not recognised. Check how it is spelled.',
  },
  discountExpired: { ar: 'انتهت صلاحية رمز الخصم.', en: 'This discount code has expired.' },
  discountNotStarted: { ar: 'رمز الخصم لم يبدأ العمل به بعد.', en: 'This discount code is not valid yet.' },
  discountUsedUp: {
    ar: 'استُنفد رمز الخصم: بلغ الحد الأقصى لمرات الاستخدام.',
    en: 'This discount code has been used up.',
  },
  discountAlreadyUsed: {
    ar: 'استخدمت رمز الخصم هذا من قبل.',
    en: 'You have already used this discount code.',
  },
  discountNotForPlan: {
    ar: 'رمز الخصم لا ينطبق على هذه الباقة.',
    en: 'This discount code does not apply to this plan.',
  },
  alreadyProcessed: {
    ar: 'سُجّلت نتيجة هذه العملية من قبل.',
    en: 'This payment already has an outcome.',
  },
} as const satisfies Record<string, Localized>;
