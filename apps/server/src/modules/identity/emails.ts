import type { Locale } from '@mustashar/contracts';
import { bilingualEmail } from '../../lib/bilingual-email.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The e-mails of the account area: codes, warnings and sign-in notices, in the user's language first. */

/**
 * Sent before the address is proved (whoever registers picks it), so it greets no one by name: a name is whatever
 * the registrant typed, a link or an offer included, and would go out as our official mail to any address.
 */
export function verificationCodeEmail(to: string, locale: Locale, code: string): MailMessage {
  return bilingualEmail(to, locale, {
    ar: {
      subject: 'رمز التحقق من بريدك الإلكتروني',
      paragraphs: [
        'مرحبًا،',
        'استخدم الرمز التالي للتحقق من بريدك الإلكتروني. تنتهي صلاحيته خلال ١٥ دقيقة.',
        // A code entered by the mailbox's owner confirms whoever registered (ADR 023).
        'إن لم تنشئ حسابًا في مستشار فتجاهل هذه الرسالة ولا تُدخل الرمز في أي مكان.',
      ],
      code,
    },
    en: {
      subject: 'Your email verification code',
      paragraphs: [
        'Hello,',
        'Use this code to verify your email. It expires in 15 minutes.',
        'If you did not create a Mustashar account, ignore this email and do not enter the code anywhere.',
      ],
      code,
    },
  });
}

/** Sent to the new, unproved address the account typed: no name, for the reason `verificationCodeEmail` gives. */
export function emailChangeCodeEmail(to: string, locale: Locale, code: string): MailMessage {
  return bilingualEmail(to, locale, {
    ar: {
      subject: 'تأكيد بريدك الإلكتروني الجديد',
      paragraphs: ['مرحبًا،', 'أدخل هذا الرمز لتأكيد عنوان بريدك الجديد. تنتهي صلاحيته خلال ١٥ دقيقة.'],
      code,
    },
    en: {
      subject: 'Confirm your new email address',
      paragraphs: ['Hello,', 'Enter this code to confirm your new email address. It expires in 15 minutes.'],
      code,
    },
  });
}

export function passwordResetEmail(to: string, locale: Locale, name: string, code: string): MailMessage {
  return bilingualEmail(to, locale, {
    ar: {
      subject: 'رمز إعادة تعيين كلمة المرور',
      paragraphs: [
        `مرحبًا ${name}،`,
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك. استخدم هذا الرمز خلال ١٥ دقيقة. إن لم تكن أنت، فتجاهل هذه الرسالة.',
      ],
      code,
    },
    en: {
      subject: 'Your password reset code',
      paragraphs: [
        `Hello ${name},`,
        'Someone asked to reset your password. Use this code within 15 minutes. If it was not you, ignore this email.',
      ],
      code,
    },
  });
}

export function loginUnlockEmail(to: string, locale: Locale, name: string, code: string): MailMessage {
  return bilingualEmail(to, locale, {
    ar: {
      subject: 'رمز الدخول إلى حسابك',
      paragraphs: [
        `مرحبًا ${name}،`,
        'أُوقف الدخول إلى حسابك مؤقتًا بعد محاولات خاطئة متكررة. أدخل هذا الرمز مع كلمة المرور خلال ١٥ دقيقة لتدخل من جهازك الآن. إن لم تطلبه أنت، فتجاهل هذه الرسالة؛ فلا يدخل أحد بالرمز دون كلمة المرور.',
      ],
      code,
    },
    en: {
      subject: 'Your login code',
      paragraphs: [
        `Hello ${name},`,
        'Logging in to your account was paused after repeated wrong attempts. Enter this code with your password within 15 minutes to log in from your device now. If you did not ask for it, ignore this email: the code does not work without your password.',
      ],
      code,
    },
  });
}

export function deleteAccountCodeEmail(to: string, locale: Locale, name: string, code: string): MailMessage {
  return bilingualEmail(to, locale, {
    ar: {
      subject: 'رمز تأكيد حذف حسابك',
      paragraphs: [
        `مرحبًا ${name}،`,
        'طُلب حذف حسابك. أدخل هذا الرمز خلال ١٥ دقيقة لتأكيد الحذف. إن لم تطلبه أنت، فتجاهل هذه الرسالة ولن يُحذف شيء.',
      ],
      code,
    },
    en: {
      subject: 'Your account deletion code',
      paragraphs: [
        `Hello ${name},`,
        'Someone asked to delete your account. Enter this code within 15 minutes to confirm. If it was not you, ignore this email and nothing will be deleted.',
      ],
      code,
    },
  });
}

export function registrationAttemptEmail(to: string, locale: Locale, name: string): MailMessage {
  return bilingualEmail(to, locale, {
    ar: {
      subject: 'محاولة تسجيل ببريدك الإلكتروني',
      paragraphs: [
        `مرحبًا ${name}،`,
        'حاول أحدهم إنشاء حساب جديد بهذا البريد، لكن لديك حسابًا بالفعل. إن نسيت كلمة المرور فاستخدم "نسيت كلمة المرور". إن لم تكن أنت، فلا حاجة لأي إجراء.',
      ],
    },
    en: {
      subject: 'Someone tried to register with your email',
      paragraphs: [
        `Hello ${name},`,
        'Someone tried to create a new account with this email, but you already have one. If you forgot your password, use "Forgot password". If it was not you, no action is needed.',
      ],
    },
  });
}

const RIYADH = 'Asia/Riyadh';

export function loginNotificationEmail(
  to: string,
  locale: Locale,
  name: string,
  at: Date,
  device: string,
  ip: string,
): MailMessage {
  const when = (l: Locale) =>
    new Intl.DateTimeFormat(l === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: RIYADH,
    }).format(at);
  return bilingualEmail(to, locale, {
    ar: {
      subject: 'تسجيل دخول جديد إلى حسابك',
      paragraphs: [
        `مرحبًا ${name}،`,
        'تم تسجيل الدخول إلى حسابك:',
        `الوقت (توقيت الرياض): ${when('ar')}`,
        `الجهاز: ${device}`,
        `عنوان IP: ${ip}`,
        'إن لم تكن أنت، فغيّر كلمة المرور فورًا.',
      ],
    },
    en: {
      subject: 'New login to your account',
      paragraphs: [
        `Hello ${name},`,
        'Someone just logged in to your account:',
        `Time (Riyadh): ${when('en')}`,
        `Device: ${device}`,
        `IP address: ${ip}`,
        'If this was not you, change your password now.',
      ],
    },
  });
}
