import type { Locale } from '@mustashar/contracts';

/**
 * Messages of the account area, in both languages. English keeps the product's specified wording where there is
 * one, so reword it only on purpose. Sign-in, profile and account
 * settings all answer with these.
 */
export const accountMessages = {
  registered: {
    ar: 'تم إنشاء حسابك. أرسلنا رمز تحقق مكوّنًا من ٦ أرقام إلى بريدك الإلكتروني.',
    en: 'Your account was created. We sent a 6-digit verification code to your email.',
  },
  codeSent: {
    ar: 'تم إرسال رمز تحقق جديد إلى بريدك الإلكتروني.',
    en: 'A new verification code has been sent to your email.',
  },
  emailVerified: {
    ar: 'تم التحقق من بريدك الإلكتروني بنجاح!',
    en: 'Email verified successfully!',
  },
  emailVerifiedNoPassword: {
    ar: 'تم التحقق من بريدك الإلكتروني. سُجّل هذا البريد بأكثر من كلمة مرور، فلم نحتفظ بأيٍّ منها: اختر كلمة مرورك عبر «نسيت كلمة المرور؟».',
    en: 'Email verified. This address was registered with more than one password, so none was kept: choose yours with "Forgot password?".',
  },
  verificationFailed: {
    ar: 'فشل التحقق. يُرجى التأكد من الرمز والمحاولة مرة أخرى.',
    en: 'Verification failed. Please check the code and try again.',
  },
  codeExpired: {
    ar: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
    en: 'This code has expired. Please request a new one.',
  },
  codeVoided: {
    ar: 'محاولات خاطئة كثيرة، لم يعد هذا الرمز صالحًا. اطلب رمزًا جديدًا.',
    en: 'Too many wrong attempts: this code no longer works. Please request a new one.',
  },
  resendRateLimited: {
    ar: 'أنت ترسل الطلبات بسرعة كبيرة. انتظر قليلًا ثم أعد المحاولة.',
    en: 'You are sending requests too quickly. Please wait a moment and try again.',
  },
  resendDailyLimit: {
    ar: 'بلغت الحد اليومي لإرسال الرموز. حاول مرة أخرى غدًا.',
    en: 'You have reached the daily limit for codes. Please try again tomorrow.',
  },
  emailFailed: {
    ar: 'تعذّر إرسال البريد الإلكتروني. حاول مرة أخرى لاحقًا.',
    en: 'We could not send the email. Please try again later.',
  },
  loginFailed: {
    ar: 'فشل تسجيل الدخول. تحقّق من البريد الإلكتروني وكلمة المرور.',
    en: 'Login failed. Please check your email and password.',
  },
  accountDisabled: {
    ar: 'هذا الحساب موقوف. تواصل مع الدعم إن كنت تظن أن في ذلك خطأ.',
    en: 'This account is disabled. Contact support if you think this is a mistake.',
  },
  verificationRequired: {
    ar: 'يُرجى التحقق من بريدك الإلكتروني قبل تسجيل الدخول.',
    en: 'Please verify your email before logging in.',
  },
  tooManyAttempts: {
    ar: 'محاولات دخول فاشلة كثيرة. حاول مرة أخرى لاحقًا، أو اطلب رمز دخول إلى بريدك.',
    en: 'Too many failed login attempts. Try again later, or have a login code emailed to you.',
  },
  unlockSent: {
    ar: 'إن كان للبريد حساب لدينا فقد أرسلنا إليه رمز دخول. أدخله مع كلمة المرور.',
    en: 'If this email has an account, we have sent it a login code. Enter it with your password.',
  },
  unauthorized: {
    ar: 'يجب تسجيل الدخول للمتابعة.',
    en: 'Please log in to continue.',
  },
  invalidChallenge: {
    ar: 'انتهت مهلة تسجيل الدخول. سجّل الدخول من جديد.',
    en: 'This login attempt has expired. Please log in again.',
  },
  invalidTwoFactorCode: {
    ar: 'رمز المصادقة غير صحيح.',
    en: 'The authentication code is not correct.',
  },
  loggedOut: { ar: 'تم تسجيل الخروج.', en: 'You have been logged out.' },
  resetRequested: {
    ar: 'إذا كان هذا البريد مسجّلًا لدينا، فستصلك رسالة برمز لإعادة تعيين كلمة المرور.',
    en: 'If this email is registered, you will receive a code to reset your password.',
  },
  passwordReset: {
    ar: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    en: 'Your password has been changed. Please log in with the new password.',
  },
  googleNotConfigured: {
    ar: 'تسجيل الدخول عبر Google غير متاح.',
    en: 'Google login is not available.',
  },
  appleNotConfigured: {
    ar: 'تسجيل الدخول عبر Apple غير متاح.',
    en: 'Apple login is not available.',
  },
  fieldsRequired: { ar: 'جميع الحقول مطلوبة', en: 'All fields are required' },
  passwordsMismatch: { ar: 'كلمتا المرور الجديدتان غير متطابقتين', en: 'New passwords do not match' },
  passwordTooShort: {
    ar: 'يجب أن تتكون كلمة المرور من ٨ أحرف على الأقل',
    en: 'Password must be at least 8 characters',
  },
  wrongPassword: { ar: 'كلمة المرور الحالية غير صحيحة', en: 'Current password is incorrect' },
  passwordChanged: { ar: 'تم تغيير كلمة المرور بنجاح', en: 'Password changed successfully' },
  confirmTextRequired: { ar: 'يُرجى كتابة DELETE للتأكيد', en: 'Please type DELETE to confirm' },
  passwordRequired: { ar: 'يُرجى إدخال كلمة المرور الحالية', en: 'Please enter your current password' },
  deleteCodeRequired: {
    ar: 'أدخل الرمز الذي أرسلناه إلى بريدك، أو سجّل الدخول مجددًا بحسابك في Google أو Apple',
    en: 'Enter the code we emailed you, or log in again with Google or Apple',
  },
  deleteCodeSent: {
    ar: 'أرسلنا رمز تأكيد الحذف إلى بريدك الإلكتروني.',
    en: 'We emailed you a code to confirm the deletion.',
  },
  accountDeleted: { ar: 'تم حذف الحساب بنجاح', en: 'Account deleted successfully' },
  twoFactorEnabled: { ar: 'تم تفعيل المصادقة الثنائية', en: 'Two-factor authentication enabled' },
  twoFactorDisabled: { ar: 'تم إيقاف المصادقة الثنائية', en: 'Two-factor authentication disabled' },
  twoFactorSetupRequired: {
    ar: 'ابدأ إعداد المصادقة الثنائية أولًا.',
    en: 'Start two-factor setup first.',
  },
  twoFactorAlreadyEnabled: {
    ar: 'المصادقة الثنائية مفعّلة بالفعل.',
    en: 'Two-factor authentication is already enabled.',
  },
  loginNotificationsSaved: {
    ar: 'تم حفظ تفضيل تنبيهات تسجيل الدخول',
    en: 'Login notification preference saved',
  },
  privacySaved: { ar: 'تم حفظ إعدادات الخصوصية', en: 'Privacy settings saved' },
  profileUpdated: { ar: 'تم تحديث الملف الشخصي بنجاح', en: 'Profile updated successfully' },
  emailChangePending: {
    ar: 'أرسلنا رمز تحقق إلى بريدك الجديد. سيتغيّر البريد بعد إدخال الرمز.',
    en: 'We sent a verification code to your new email. The change takes effect once you enter it.',
  },
  invalidAvatar: {
    ar: 'يجب أن تكون الصورة بصيغة PNG أو JPEG أو WebP أو GIF.',
    en: 'The picture must be a PNG, JPEG, WebP or GIF image.',
  },
  avatarTooLarge: { ar: 'يجب ألا يتجاوز حجم الصورة ١ ميغابايت.', en: 'The picture must be 1 MB or smaller.' },
  tooYoung: { ar: 'يجب أن يكون عمرك ١٣ عامًا على الأقل.', en: 'You must be at least 13 years old.' },
  invalidDate: { ar: 'تاريخ الميلاد غير صالح.', en: 'The date of birth is not valid.' },
  emailTaken: {
    ar: 'لا يمكن استخدام هذا البريد الإلكتروني.',
    en: 'This email address cannot be used.',
  },
  emailChangeLimited: {
    ar: 'محاولات كثيرة لتغيير البريد الإلكتروني. يُرجى المحاولة لاحقًا.',
    en: 'Too many email change attempts. Please try again later.',
  },
  noPendingEmail: { ar: 'لا يوجد تغيير بريد بانتظار التأكيد.', en: 'There is no email change waiting.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type AccountMessageKey = keyof typeof accountMessages;
