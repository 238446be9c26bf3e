import { formatMoney, type Locale } from '@mustashar/contracts';
import { createElement as h, type ReactElement } from 'react';
import {
  BidiText,
  directionStyle,
  PdfDocument,
  PdfTable,
  type PdfTableColumn,
  paragraphDirection,
  renderPdf,
} from '../../lib/pdf/index.ts';
import { Text, View } from '../../lib/pdf/primitives.ts';
import { riyadhDateTime } from '../chat/export.ts';
import { markdownToText } from '../chat/markdown-text.ts';
import type { UserData } from './collect.ts';

/**
 * The readable half of the copy of a user's data: the same records as the JSON archive, laid out in the user's
 * language (Arabic shaped and right to left, as the invoices and the chat export are).
 */

const BRAND = '#0f6a5c';
const MUTED = '#6b7280';

const T = {
  ar: {
    title: 'نسخة من بياناتك',
    intro:
      'هذه نسخة من البيانات التي يحتفظ بها مستشار عنك، أُعدّت بناءً على طلبك وفق نظام حماية البيانات الشخصية. الملف المرفق بصيغة JSON يحمل السجلات نفسها كاملة.',
    generated: 'تاريخ الإعداد',
    profile: 'الملف الشخصي',
    consents: 'الموافقات',
    conversations: 'المحادثات',
    uploads: 'الملفات المرفوعة',
    payments: 'المدفوعات',
    invoices: 'الفواتير',
    sessions: 'الجلسات الحالية',
    signInHistory: 'سجل الدخول',
    none: 'لا شيء.',
    you: 'أنت',
    bot: 'مستشار',
    sources: 'المصادر',
    untitled: 'محادثة بلا عنوان',
    yes: 'نعم',
    no: 'لا',
    fields: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      dateOfBirth: 'تاريخ الميلاد',
      locale: 'اللغة',
      createdAt: 'تاريخ إنشاء الحساب',
      twoFactorEnabled: 'المصادقة الثنائية',
    },
    consentColumns: ['الموضوع', 'الإصدار', 'القرار', 'التاريخ'],
    subjects: {
      terms: 'شروط الاستخدام',
      privacy: 'سياسة الخصوصية',
      marketing: 'الرسائل التسويقية',
      cookies: 'ملفات تعريف الارتباط غير الضرورية',
    },
    granted: { true: 'موافق', false: 'غير موافق' },
    uploadColumns: ['اسم الملف', 'النوع', 'الحجم (بايت)', 'التاريخ'],
    paymentColumns: ['رقم الطلب', 'الباقة', 'المبلغ', 'الحالة', 'التاريخ'],
    invoiceColumns: ['رقم الفاتورة', 'الباقة', 'الإجمالي', 'الضريبة', 'التاريخ'],
    sessionColumns: ['الطريقة', 'العنوان', 'المتصفح', 'آخر نشاط'],
    historyColumns: ['الحدث', 'العنوان', 'التاريخ'],
  },
  en: {
    title: 'A copy of your data',
    intro:
      'This is a copy of the data Mustashar holds about you, prepared at your request under the Personal Data Protection Law. The JSON file holds the same records in full.',
    generated: 'Prepared',
    profile: 'Profile',
    consents: 'Consents',
    conversations: 'Conversations',
    uploads: 'Uploaded files',
    payments: 'Payments',
    invoices: 'Invoices',
    sessions: 'Current sessions',
    signInHistory: 'Log-in history',
    none: 'None.',
    you: 'You',
    bot: 'Mustashar',
    sources: 'Sources',
    untitled: 'Untitled conversation',
    yes: 'Yes',
    no: 'No',
    fields: {
      name: 'Name',
      email: 'Email',
      dateOfBirth: 'Date of birth',
      locale: 'Language',
      createdAt: 'Account created',
      twoFactorEnabled: 'Two-factor authentication',
    },
    consentColumns: ['Subject', 'Version', 'Decision', 'Date'],
    subjects: {
      terms: 'Terms of use',
      privacy: 'Privacy policy',
      marketing: 'Marketing e-mails',
      cookies: 'Non-essential cookies',
    },
    granted: { true: 'Accepted', false: 'Declined' },
    uploadColumns: ['File name', 'Type', 'Size (bytes)', 'Date'],
    paymentColumns: ['Order number', 'Plan', 'Amount', 'Status', 'Date'],
    invoiceColumns: ['Invoice no.', 'Plan', 'Total', 'VAT', 'Date'],
    sessionColumns: ['Method', 'Address', 'Browser', 'Last active'],
    historyColumns: ['Event', 'Address', 'Date'],
  },
} as const;

/** An invoice's plan name is stored as JSON {ar, en} (older ones as one string). */
function planName(value: string, lang: Locale): string {
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    const name = parsed[lang];
    if (typeof name === 'string') return name;
  } catch {
    // One text for both languages.
  }
  return value;
}

const when = (value: Date | string | null, lang: Locale) =>
  value ? riyadhDateTime(new Date(value), lang) : '—';

function table(
  lang: Locale,
  headers: readonly string[],
  widths: `${number}%`[],
  rows: string[][],
  ltr: number[] = [],
) {
  const columns: PdfTableColumn[] = headers.map((header, index) => ({
    header,
    width: widths[index] ?? '20%',
    ...(ltr.includes(index) ? { dir: 'ltr' as const } : {}),
  }));
  return h(PdfTable, { columns, rows, lang, fontSize: 8 });
}

export function dataExportPdf(data: UserData, lang: Locale, baseUrl: string): Promise<Buffer> {
  const t = T[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const para = (text: string, style: Record<string, unknown> = {}, key?: string) =>
    h(
      Text,
      { key, style: { ...directionStyle(paragraphDirection(text, dir)), fontSize: 10, ...style } },
      text,
    );
  const heading = (text: string) =>
    h(
      Text,
      {
        minPresenceAhead: 60,
        style: {
          ...directionStyle(dir),
          fontSize: 14,
          fontWeight: 700,
          color: BRAND,
          marginTop: 16,
          marginBottom: 6,
        },
      },
      text,
    );
  const section = (title: string, rows: unknown[], body: () => ReactElement | ReactElement[]) => [
    heading(title),
    ...(rows.length === 0 ? [para(t.none, { color: MUTED })] : [body()].flat()),
  ];
  const p = data.profile;

  const conversation = (c: UserData['conversations'][number]): ReactElement =>
    h(
      View,
      { key: c.id, style: { marginBottom: 12 } },
      para(c.title.trim() || t.untitled, { fontSize: 12, fontWeight: 700, marginBottom: 4 }),
      c.messages.map((message) =>
        h(
          View,
          {
            key: message.id,
            style: {
              marginBottom: 6,
              paddingBottom: 4,
              borderBottomWidth: 0.5,
              borderBottomColor: '#e5e7eb',
            },
          },
          para(`${message.sender === 'user' ? t.you : t.bot} — ${when(message.createdAt, lang)}`, {
            fontSize: 9,
            color: MUTED,
            fontWeight: 700,
          }),
          BidiText({
            fallback: dir,
            children: message.sender === 'bot' ? markdownToText(message.text, baseUrl) : message.text,
          }),
          message.attachments.length > 0
            ? para(message.attachments.map((a) => a.fileName).join('، '), { fontSize: 9, color: MUTED })
            : null,
          message.citations.length > 0
            ? h(
                View,
                { style: { marginTop: 3 } },
                para(t.sources, { fontSize: 9, fontWeight: 700 }),
                BidiText({
                  fallback: dir,
                  style: { fontSize: 9, color: '#374151' },
                  gap: 1,
                  children: message.citations.map((c) => `${c.law} — ${c.label}`).join('\n'),
                }),
              )
            : null,
        ),
      ),
    );

  return renderPdf(
    h(
      PdfDocument,
      { lang, title: t.title, subtitle: p.email },
      para(t.title, { fontSize: 18, fontWeight: 700, color: BRAND }),
      para(`${t.generated}: ${when(data.generatedAt, lang)}`, { color: MUTED }),
      para(t.intro, { color: MUTED, marginTop: 4 }),
      heading(t.profile),
      ...[
        [t.fields.name, p.name],
        [t.fields.email, p.email],
        [t.fields.dateOfBirth, p.dateOfBirth ?? '—'],
        [t.fields.locale, p.locale === 'ar' ? 'العربية' : 'English'],
        [t.fields.createdAt, when(p.createdAt, lang)],
        [t.fields.twoFactorEnabled, p.twoFactorEnabled ? t.yes : t.no],
      ].map(([label, value], index) => para(`${label}: ${value}`, {}, `profile-${index}`)),
      ...section(t.consents, data.consents, () =>
        table(
          lang,
          t.consentColumns,
          ['35%', '20%', '20%', '25%'],
          data.consents.map((c) => [
            t.subjects[c.subject],
            c.version || '—',
            t.granted[`${c.granted}`],
            when(c.createdAt, lang),
          ]),
          [1],
        ),
      ),
      ...section(t.conversations, data.conversations, () => data.conversations.map(conversation)),
      ...section(t.uploads, data.uploads, () =>
        table(
          lang,
          t.uploadColumns,
          ['40%', '20%', '15%', '25%'],
          data.uploads.map((u) => [u.fileName, u.mime, String(u.size), when(u.createdAt, lang)]),
          [1, 2],
        ),
      ),
      ...section(t.payments, data.payments, () =>
        table(
          lang,
          t.paymentColumns,
          ['30%', '20%', '15%', '10%', '25%'],
          data.payments.map((x) => [
            x.orderNumber,
            x.planDisplayName,
            formatMoney(x.amount_cents, lang),
            x.status,
            when(x.created_at, lang),
          ]),
          [0],
        ),
      ),
      ...section(t.invoices, data.invoices, () =>
        table(
          lang,
          t.invoiceColumns,
          ['15%', '30%', '15%', '15%', '25%'],
          data.invoices.map((i) => [
            String(i.number),
            planName(i.planName, lang),
            formatMoney(i.totalCents, lang),
            formatMoney(i.vatCents, lang),
            when(i.issuedAt, lang),
          ]),
          [0],
        ),
      ),
      ...section(t.sessions, data.sessions, () =>
        table(
          lang,
          t.sessionColumns,
          ['15%', '20%', '40%', '25%'],
          data.sessions.map((s) => [s.method, s.ip ?? '—', s.userAgent ?? '—', when(s.lastSeenAt, lang)]),
          [0, 1, 2],
        ),
      ),
      ...section(t.signInHistory, data.signInHistory, () =>
        table(
          lang,
          t.historyColumns,
          ['35%', '30%', '35%'],
          data.signInHistory.map((e) => [e.action, e.ip ?? '—', when(e.createdAt, lang)]),
          [0, 1],
        ),
      ),
    ),
  );
}
