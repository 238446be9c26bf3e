/** What the data-rights routes answer, in both languages. */
export const dataRightsMessages = {
  exportRequested: {
    ar: 'نُعدّ نسخة من بياناتك، وسنرسل إلى بريدك رابطًا لتنزيلها صالحًا ٢٤ ساعة.',
    en: 'We are preparing a copy of your data and will e-mail you a link to download it, valid for 24 hours.',
  },
  exportTooSoon: {
    ar: 'طلبت نسخة من بياناتك قبل قليل. يمكنك طلب نسخة جديدة بعد ساعة من الطلب السابق.',
    en: 'You asked for a copy of your data a moment ago. You can ask again one hour after the last request.',
  },
  exportNotFound: {
    ar: 'رابط التنزيل هذا غير صحيح.',
    en: 'This download link is not valid.',
  },
  exportExpired: {
    ar: 'انتهت صلاحية رابط التنزيل هذا. اطلب نسخة جديدة من بياناتك من الإعدادات.',
    en: 'This download link has expired. Ask for a new copy of your data in settings.',
  },
  policyVersionOutdated: {
    ar: 'تغيّرت هذه السياسة منذ فتحت الصفحة. أعد تحميلها واقرأ النص الجديد.',
    en: 'This policy changed since you opened the page. Reload it and read the new text.',
  },
  consentsSaved: {
    ar: 'سُجّلت موافقتك.',
    en: 'Your consent was recorded.',
  },
} as const;
