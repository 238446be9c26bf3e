import type { Locale } from '@mustashar/contracts';
import { formatNumber } from './numbers.ts';

/** User-visible server messages, in both languages. Keys are stable; wording may change. */
export const messages = {
  invalidJson: { ar: 'نص الطلب ليس JSON صالحًا.', en: 'The request body is not valid JSON.' },
  badRequest: { ar: 'الطلب غير صالح.', en: 'The request is not valid.' },
  missingBody: { ar: 'نص الطلب مفقود.', en: 'The request body is missing.' },
  notFound: { ar: 'الصفحة أو المورد غير موجود.', en: 'The page or resource was not found.' },
  unsupportedMediaType: {
    ar: 'نوع المحتوى غير مدعوم. أرسل application/json.',
    en: 'This content type is not supported. Send application/json.',
  },
  payloadTooLarge: { ar: 'حجم الطلب أكبر من المسموح.', en: 'The request is too large.' },
  rateLimited: {
    ar: 'طلبات كثيرة جدًا. يُرجى المحاولة بعد قليل.',
    en: 'Too many requests. Please try again shortly.',
  },
  forbiddenOrigin: {
    ar: 'رُفض الطلب لأنه لم يصدر من هذا الموقع.',
    en: 'The request was refused because it did not come from this site.',
  },
  internal: {
    ar: 'حدث خطأ ما. يُرجى المحاولة لاحقًا.',
    en: 'Something went wrong. Please try again later.',
  },
  unavailable: {
    ar: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة لاحقًا.',
    en: 'The service is temporarily unavailable. Please try again later.',
  },
  contactThanks: {
    ar: 'شكرًا لك — سنرد عليك خلال ٢٤ ساعة تقريبًا.',
    en: "Thanks — we'll reply within about 24 hours.",
  },
  trialEnded: {
    ar: 'انتهت تجربتك المجانية. يُرجى التسجيل والاشتراك للمتابعة.',
    en: 'Your trial has ended. Please register and subscribe to continue.',
  },
  trialLimit: {
    ar: 'استخدمت جميع رسائل التجربة المجانية. يُرجى التسجيل والاشتراك للمتابعة.',
    en: 'You have used all the free trial messages. Please register and subscribe to continue.',
  },
  trialVpnBlocked: {
    ar: 'التجربة المجانية غير متاحة عبر شبكة VPN أو خادم وكيل. يُرجى إيقافه والمحاولة مجددًا، أو التسجيل للمتابعة.',
    en: 'The free trial is not available through a VPN or proxy. Please turn it off and try again, or register to continue.',
  },
  trialNotStarted: {
    ar: 'ابدأ التجربة المجانية أولًا.',
    en: 'Start the free trial first.',
  },
  trialClaimNotFound: {
    ar: 'لم نجد تجربة مجانية على هذا الجهاز.',
    en: 'No free trial was found on this device.',
  },
  trialAlreadyClaimed: {
    ar: 'محادثة هذه التجربة محفوظة في حساب بالفعل.',
    en: "This trial's conversation is already saved to an account.",
  },
  trialClaimForbidden: {
    ar: 'لا يمكن نقل محادثة هذه التجربة إلى هذا الحساب؛ تُنقل فقط إلى الحساب الذي أُنشئ بعدها على هذا الجهاز.',
    en: "This trial's conversation cannot move to this account; it moves only to the account created after it on this device.",
  },
  trialNothingToClaim: {
    ar: 'لم نتعرف على أي إجابة من هذه التجربة، فلم يُحفظ شيء.',
    en: 'None of these answers is one given on this trial, so nothing was saved.',
  },
  chatUnavailable: {
    ar: 'تعذّر الحصول على إجابة الآن. يُرجى المحاولة مجددًا.',
    en: 'The answer could not be completed right now. Please try again.',
  },
  chatUnavailableSaved: {
    ar: 'تعذّر الحصول على إجابة الآن. حُفظ سؤالك، يُرجى المحاولة مجددًا.',
    en: 'The answer could not be completed right now. Your question was saved; please try again.',
  },
  chatStopped: { ar: 'أُوقفت الإجابة.', en: 'The answer was stopped.' },
  chatSessionExpired: {
    ar: 'انتهت جلستك أو اشتراكك. يُرجى الاشتراك للمتابعة.',
    en: 'Your session or subscription has ended. Please subscribe to continue.',
  },
  chatSessionEnded: {
    ar: 'انتهت هذه الجلسة. سجّل الدخول مجددًا للمتابعة.',
    en: 'This session has ended. Log in again to continue.',
  },
  chatTooManySockets: {
    ar: 'فُتحت محادثات كثيرة من شبكتك في وقت واحد. أغلق بعضها ثم حاول مجددًا.',
    en: 'Too many chats are open from your network at once. Close some and try again.',
  },
  chatSubscriptionRequired: {
    ar: 'تحتاج إلى اشتراك فعّال لاستخدام المحادثات.',
    en: 'You need an active subscription to use conversations.',
  },
  chatFrameTooLarge: {
    ar: 'الرسالة أكبر من المسموح.',
    en: 'The message is too large.',
  },
  chatFrameNotJson: {
    ar: 'تعذّرت قراءة الرسالة.',
    en: 'The message could not be read.',
  },
  chatInvalidMessage: {
    ar: 'اكتب رسالة من حرف واحد إلى ٨٠٠٠ حرف.',
    en: 'Write a message of 1 to 8,000 characters.',
  },
  chatInvalidHistory: {
    ar: 'سجل المحادثة المرسل غير صالح (٤٠ رسالة على الأكثر).',
    en: 'The conversation history sent is not valid (at most 40 messages).',
  },
  chatInvalidAttachments: {
    ar: 'المرفقات غير صالحة: خمسة ملفات على الأكثر، يُرفع كل منها أولًا.',
    en: 'The attachments are not valid: at most 5 files, each uploaded first.',
  },
  chatInvalidFrame: { ar: 'الرسالة غير صالحة.', en: 'The message is not valid.' },
  chatBusy: {
    ar: 'ما زالت الإجابة السابقة قيد الكتابة. انتظرها أو أوقفها.',
    en: 'The previous answer is still being written. Wait for it or stop it.',
  },
  chatRateLimited: {
    ar: 'رسائل كثيرة في وقت قصير. يُرجى الانتظار قليلًا ثم المحاولة.',
    en: 'Too many messages in a short time. Please wait a moment and try again.',
  },
  chatConversationNotFound: {
    ar: 'لم يُعثر على هذه المحادثة.',
    en: 'This conversation was not found.',
  },
  chatAnswerNotFound: {
    ar: 'لم يُعثر على هذه الإجابة.',
    en: 'This answer was not found.',
  },
  chatAttachmentNotFound: {
    ar: 'لم يُعثر على أحد المرفقات. أعد إرفاقه ثم أرسل مجددًا.',
    en: 'An attachment was not found. Attach it again and resend.',
  },
  uploadUnsupportedType: {
    ar: 'نوع الملف غير مدعوم. الأنواع المسموح بها: txt وpdf وdoc وdocx وxls وxlsx وpng وjpg.',
    en: 'This file type is not supported. Allowed types: txt, pdf, doc, docx, xls, xlsx, png, jpg.',
  },
  uploadTooLarge: {
    ar: 'الملف أكبر من ١٠ ميغابايت، وهو الحد الأقصى للمرفقات.',
    en: 'The file is larger than 10 MB, the largest attachment allowed.',
  },
  uploadMissingFile: { ar: 'أرفق ملفًا واحدًا.', en: 'Attach one file.' },
  uploadNotFound: { ar: 'لم يُعثر على هذا الملف.', en: 'This file was not found.' },
  uploadExpandsTooLarge: {
    ar: 'يتمدد هذا الملف عند فتحه إلى أكثر من ٦٤ ميغابايت، وهو أكبر مما يمكن قراءته. احفظه بحجم أصغر أو قسّمه ثم أعد رفعه.',
    en: 'This file unpacks to more than 64 MB when opened, more than can be read. Save a smaller copy or split it, then upload it again.',
  },
  uploadReadTimeout: {
    ar: 'استغرقت قراءة هذا الملف وقتًا أطول من المسموح. احفظه من جديد أو بصيغة PDF ثم أعد رفعه.',
    en: 'Reading this file took longer than allowed. Save it again, or as a PDF, then upload it again.',
  },
  uploadOcrTimeout: {
    ar: 'استغرقت قراءة النص في هذه الصورة أو المستند الممسوح ضوئيًا وقتًا أطول من المسموح. اقتصّ الصورة على المستند أو أرسل صفحات أقل، ثم أعد رفعه.',
    en: 'Reading the text in this image or scanned document took longer than allowed. Crop the photo to the document or send fewer pages, then upload it again.',
  },
  uploadOcrBusy: {
    ar: 'يُقرأ الآن عدد كبير من الصور والمستندات الممسوحة. يُرجى المحاولة بعد دقيقة.',
    en: 'Many images and scanned documents are being read right now. Please try again in a minute.',
  },
  uploadOcrUnavailable: {
    ar: 'لا يستطيع هذا الخادم قراءة النص من الصور والمستندات الممسوحة ضوئيًا، لذا لن تعتمد الإجابات على محتوى هذا الملف. ارفعه نصًّا أو ملف Word أو PDF نصيًّا بدلًا منه.',
    en: 'This server cannot read text from photos and scanned documents, so answers will not use this file’s content. Upload it as text, Word or a PDF with selectable text instead.',
  },
  uploadNoText: {
    ar: 'لم يُعثر على نص مقروء في هذا الملف، لذا لن تعتمد الإجابات على محتواه.',
    en: 'No readable text was found in this file, so answers will not use its content.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;
export type Localized = Record<Locale, string>;

export function t(key: MessageKey, locale: Locale): string {
  return messages[key][locale];
}

/** Arabic "the first N pages", with the noun in the form the number takes. */
function firstPagesAr(n: number): string {
  if (n === 1) return 'الصفحة الأولى';
  if (n === 2) return 'أول صفحتين';
  const count = formatNumber(n, 'ar');
  return n % 100 >= 3 && n % 100 <= 10 ? `أول ${count} صفحات` : `أول ${count} صفحة`;
}

/** A scanned PDF read only in part (the page cap or the OCR deadline). */
export function uploadPagesLimited(pages: number): Localized {
  return {
    ar: `قُرئت ${firstPagesAr(pages)} فقط من الصفحات الممسوحة ضوئيًا في هذا الملف.`,
    en:
      pages === 1
        ? 'Only the first scanned page of this file was read.'
        : `Only the first ${pages} scanned pages of this file were read.`,
  };
}

/** An image past the OCR pixel cap. */
export function uploadImageTooLarge(megapixels: number): Localized {
  return {
    ar: `هذه الصورة أكبر من أن يُقرأ نصها (أكثر من ${formatNumber(megapixels, 'ar')} ميغابكسل). اقتصّها على المستند أو أرسل صورة أصغر.`,
    en: `This image is too large to read its text (over ${megapixels} megapixels). Crop it to the document or send a smaller photo.`,
  };
}

/** A bad field, named so the user can find it. */
export function invalidField(field: string, detail: string, locale: Locale): string {
  return locale === 'ar'
    ? `قيمة غير صالحة في الحقل "${field}": ${detail}`
    : `Invalid value for "${field}": ${detail}`;
}
