import type { Localized } from '../../lib/messages.ts';
import { type PluralForms, plural } from '../../lib/plural.ts';

/** User-visible team messages, in both languages. */
export const teamMessages = {
  invitationSent: { ar: 'أُرسلت الدعوة', en: 'Invitation sent' },
  memberRemoved: { ar: 'أُزيل العضو', en: 'Member removed' },
  joined: {
    ar: 'انضممت إلى الفريق. اشتراكه متاح لك الآن.',
    en: 'You joined the team. Its subscription is yours to use now.',
  },
  subscriptionRequired: {
    ar: 'تحتاج إلى اشتراك فعّال لدعوة أعضاء إلى فريقك.',
    en: 'You need an active subscription to invite team members.',
  },
  ownerSubscriptionEnded: {
    ar: 'انتهى اشتراك صاحب الدعوة، فلا يمكن الانضمام إلى فريقه الآن.',
    en: "The inviter's subscription has ended, so their team cannot be joined right now.",
  },
  selfInvite: { ar: 'لا يمكنك دعوة نفسك.', en: 'You cannot invite yourself.' },
  alreadyInvited: {
    ar: 'هذا البريد مدعو إلى فريقك بالفعل.',
    en: 'This email is already on your team.',
  },
  invalidInvite: {
    ar: 'رابط الدعوة غير صالح أو انتهت صلاحيته. اطلب دعوة جديدة.',
    en: 'This invitation link is not valid or has expired. Ask for a new one.',
  },
  wrongAccount: {
    ar: 'هذه الدعوة لبريد إلكتروني آخر. سجّل الدخول بالبريد الذي وصلته الدعوة.',
    en: 'This invitation is for another email address. Log in with the address the invitation was sent to.',
  },
  memberNotFound: { ar: 'لم يُعثر على العضو.', en: 'Team member not found.' },
} as const satisfies Record<string, Localized>;

/** Seats as the object of "تشمل باقتك …" (accusative: "مقعدًا واحدًا", "مقعدين"). */
const SEATS: PluralForms = {
  ar: { zero: '# مقعد', one: 'مقعدًا واحدًا', two: 'مقعدين', few: '# مقاعد', many: '# مقعدًا', other: '# مقعد' },
  en: { one: '# seat', other: '# seats' },
};

/** Seat limit: which plan, how many seats, and what to do. */
export function seatLimitMessage(plan: { ar: string; en: string }, seats: number): Localized {
  if (seats <= 1) {
    return {
      ar: `باقتك («${plan.ar}») لشخص واحد. اختر باقة «محامٍ ممارس» (٣ مقاعد) أو «مستشار وطني» (١٠ مقاعد) لإضافة أعضاء.`,
      en: `Your plan (${plan.en}) is for one person. Choose Practicing lawyer (3 seats) or National consultant (10 seats) to add team members.`,
    };
  }
  return {
    ar: `تشمل باقتك («${plan.ar}») ${plural(seats, 'ar', SEATS)} وكلها مشغولة. أزل عضوًا أو رقِّ باقتك لدعوة المزيد.`,
    en: `Your plan (${plan.en}) includes ${plural(seats, 'en', SEATS)} and all are taken. Remove a member or upgrade to invite more.`,
  };
}
