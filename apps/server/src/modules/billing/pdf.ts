import { formatMoney, type Locale, type PaymentItem } from '@mustashar/contracts';
import { createElement as h, type ReactElement } from 'react';
import {
  directionStyle,
  formatPdfNumber,
  LtrText,
  PdfDocument,
  PdfTable,
  type PdfTableColumn,
  paragraphDirection,
  RtlText,
  renderPdf,
} from '../../lib/pdf/index.ts';
import { Image, Text, View } from '../../lib/pdf/primitives.ts';
import { historyRows, riyadhDate } from './history.ts';
import type { RefundRow } from './refunds.ts';
import type { InvoiceRow } from './repo.ts';
import { zatcaPayload, zatcaQrDataUrl } from './zatca-qr.ts';

/** The billing PDFs: the simplified tax invoice of a paid payment and the payment history export. */

const MUTED = '#6b7280';
const RULE = '#d1d5db';
const BRAND = '#0f6a5c';

/** Stored as JSON {ar, en} at issue time; an older plain string serves both languages. */
function bilingual(value: string): { ar: string; en: string } {
  try {
    const parsed = JSON.parse(value) as { ar?: unknown; en?: unknown };
    if (typeof parsed.ar === 'string' && typeof parsed.en === 'string')
      return { ar: parsed.ar, en: parsed.en };
  } catch {
    // Not JSON: one text for both.
  }
  return { ar: value, en: value };
}

// A tax invoice keeps two decimals on every figure, as its ZATCA QR code carries them ("SAR 129.00").
const sar = (cents: number) => formatMoney(cents, 'en', { exact: true }).replace(/\u00a0/g, ' ');

export type InvoiceFacts = {
  invoice: InvoiceRow;
  sellerNameAr: string;
  orderNumber: string;
  transactionNo: string | null;
  method: string | null;
};

/** A row: English label at the left, the value in the middle, Arabic label at the right (Saudi invoice habit). */
function row(en: string, ar: string, value: string, key: string, bold = false): ReactElement {
  const valueDir = paragraphDirection(value, 'ltr');
  const weight = bold ? 700 : 400;
  return h(
    View,
    {
      key,
      wrap: false,
      style: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 5 },
    },
    LtrText({ style: { width: '28%', fontSize: 9, color: MUTED, fontWeight: weight }, children: en }),
    h(
      Text,
      {
        style: {
          ...directionStyle(valueDir),
          width: '44%',
          fontSize: 10,
          fontWeight: weight,
          textAlign: 'center',
        },
      },
      value,
    ),
    RtlText({ style: { width: '28%', fontSize: 10, fontWeight: weight }, children: ar }),
  );
}

export async function invoicePdf(facts: InvoiceFacts): Promise<Buffer> {
  const { invoice } = facts;
  const plan = bilingual(invoice.planName);
  const address = bilingual(invoice.sellerAddress);
  const qr = await zatcaQrDataUrl(
    zatcaPayload({
      sellerName: invoice.sellerName,
      vatNumber: invoice.sellerVatNumber,
      timestamp: invoice.issuedAt,
      totalCents: invoice.totalCents,
      vatCents: invoice.vatCents,
    }),
  );
  const issued = riyadhDate(invoice.issuedAt.toISOString());
  const rows: [string, string, string, boolean?][] = [
    ['Invoice number', 'رقم الفاتورة', String(invoice.number)],
    ['Issue date (Riyadh)', 'تاريخ الإصدار (توقيت الرياض)', issued],
    ['Seller', 'البائع', facts.sellerNameAr],
    ['Seller (English)', 'اسم البائع بالإنجليزية', invoice.sellerName],
    ['VAT number', 'الرقم الضريبي', invoice.sellerVatNumber],
    ['Seller address', 'عنوان البائع', address.ar],
    ['Buyer', 'المشتري', invoice.buyerName],
    ['Buyer email', 'بريد المشتري', invoice.buyerEmail],
    ['Plan', 'الباقة', `${plan.ar} — ${plan.en}`],
    ['Order number', 'رقم الطلب', facts.orderNumber],
    ['Transaction number', 'رقم العملية', facts.transactionNo ?? '—'],
    ['Payment method', 'طريقة الدفع', facts.method ?? '—'],
    // A discount code's line: the plan's price and what the code took off, VAT included in both; the VAT below
    // is on what was actually paid.
    // A plan change's credit (ADR 062) is a line of its own in the same way.
    ...(invoice.discountCents > 0 || invoice.creditCents > 0
      ? ([
          [
            'Plan price (VAT included)',
            'سعر الباقة (شامل الضريبة)',
            sar(invoice.subtotalCents ?? invoice.totalCents),
          ],
          ...(invoice.discountCents > 0
            ? [
                [
                  `Discount (${invoice.discountCode ?? ''})`,
                  `الخصم (${invoice.discountCode ?? ''})`,
                  `-${sar(invoice.discountCents)}`,
                ],
              ]
            : []),
          ...(invoice.creditCents > 0
            ? [
                [
                  'Credit for the unused part of the previous plan',
                  'رصيد المدة غير المستخدمة من الباقة السابقة',
                  `-${sar(invoice.creditCents)}`,
                ],
              ]
            : []),
        ] as [string, string, string][])
      : []),
    ['Amount before VAT', 'المبلغ قبل الضريبة', sar(invoice.totalCents - invoice.vatCents)],
    ['VAT (15%)', 'ضريبة القيمة المضافة (١٥٪)', sar(invoice.vatCents)],
    ['Total including VAT', 'الإجمالي شامل ضريبة القيمة المضافة', sar(invoice.totalCents), true],
  ];
  const title = `فاتورة ضريبية مبسطة رقم ${formatPdfNumber(invoice.number, 'ar')}`;
  return taxDocumentPdf({
    title: `${title} | Simplified tax invoice ${invoice.number}`,
    seller: invoice.sellerName,
    heading: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified Tax Invoice' },
    rows,
    qr,
    qrNote: {
      ar: 'رمز الاستجابة السريعة وفق متطلبات هيئة الزكاة والضريبة والجمارك (المرحلة الأولى). الأسعار شاملة ضريبة القيمة المضافة.',
      en: 'QR code per ZATCA e-invoicing phase 1. Prices include VAT.',
    },
  });
}

export type CreditNoteFacts = InvoiceFacts & { refund: RefundRow };

/**
 * The credit note of a refund (ADR 087): its own number, the invoice it credits, the reason, and the amounts
 * credited. ZATCA's phase-1 QR carries the note's own time stamp and its totals; the document's kind, not a minus
 * sign, says they are credited, so the QR holds them as positive figures and the page shows them with a minus.
 */
export async function creditNotePdf(facts: CreditNoteFacts): Promise<Buffer> {
  const { invoice, refund } = facts;
  const plan = bilingual(invoice.planName);
  const address = bilingual(invoice.sellerAddress);
  const qr = await zatcaQrDataUrl(
    zatcaPayload({
      sellerName: invoice.sellerName,
      vatNumber: invoice.sellerVatNumber,
      timestamp: refund.createdAt,
      totalCents: refund.amountCents,
      vatCents: refund.vatCents,
    }),
  );
  const rows: [string, string, string, boolean?][] = [
    ['Credit note number', 'رقم الإشعار الدائن', String(refund.creditNoteNumber)],
    ['Issue date (Riyadh)', 'تاريخ الإصدار (توقيت الرياض)', riyadhDate(refund.createdAt.toISOString())],
    ['Original invoice number', 'رقم الفاتورة الأصلية', String(refund.invoiceNumber)],
    ['Original invoice date', 'تاريخ الفاتورة الأصلية', riyadhDate(invoice.issuedAt.toISOString())],
    ['Seller', 'البائع', facts.sellerNameAr],
    ['Seller (English)', 'اسم البائع بالإنجليزية', invoice.sellerName],
    ['VAT number', 'الرقم الضريبي', invoice.sellerVatNumber],
    ['Seller address', 'عنوان البائع', address.ar],
    ['Buyer', 'المشتري', invoice.buyerName],
    ['Buyer email', 'بريد المشتري', invoice.buyerEmail],
    ['Plan', 'الباقة', `${plan.ar} — ${plan.en}`],
    ['Order number', 'رقم الطلب', facts.orderNumber],
    ['Reason', 'سبب الإشعار', refund.reason],
    [
      'Amount credited before VAT',
      'المبلغ المسترد قبل الضريبة',
      `-${sar(refund.amountCents - refund.vatCents)}`,
    ],
    ['VAT credited (15%)', 'الضريبة المستردة (١٥٪)', `-${sar(refund.vatCents)}`],
    [
      'Total credited including VAT',
      'إجمالي المبلغ المسترد شامل الضريبة',
      `-${sar(refund.amountCents)}`,
      true,
    ],
  ];
  const title = `إشعار دائن رقم ${formatPdfNumber(refund.creditNoteNumber, 'ar')}`;
  return taxDocumentPdf({
    title: `${title} | Credit note ${refund.creditNoteNumber}`,
    seller: invoice.sellerName,
    heading: { ar: 'إشعار دائن', en: `Credit note for simplified tax invoice ${refund.invoiceNumber}` },
    rows,
    qr,
    qrNote: {
      ar: 'رمز الاستجابة السريعة وفق متطلبات هيئة الزكاة والضريبة والجمارك (المرحلة الأولى) للإشعار الدائن.',
      en: 'QR code per ZATCA e-invoicing phase 1, for this credit note.',
    },
  });
}

/** A tax document's page (an invoice, a credit note): its heading in both languages, its rows, its QR and note. */
function taxDocumentPdf(doc: {
  title: string;
  seller: string;
  heading: { ar: string; en: string };
  rows: [string, string, string, boolean?][];
  qr: string;
  qrNote: { ar: string; en: string };
}): Promise<Buffer> {
  return renderPdf(
    h(
      PdfDocument,
      { lang: 'ar', title: doc.title, subtitle: doc.seller },
      RtlText({ style: { fontSize: 18, fontWeight: 700, color: BRAND }, children: doc.heading.ar }),
      LtrText({ style: { fontSize: 12, color: MUTED, marginBottom: 12 }, children: doc.heading.en }),
      h(
        View,
        { style: { borderTopWidth: 0.5, borderTopColor: RULE } },
        doc.rows.map(([en, ar, value, bold], index) => row(en, ar, value, String(index), bold)),
      ),
      h(
        View,
        { style: { marginTop: 18, flexDirection: 'row', alignItems: 'center', gap: 16 } },
        h(Image, { src: doc.qr, style: { width: 120, height: 120 } }),
        h(
          View,
          // A fixed width: react-pdf measures a right-to-left line against it (a flexible box let it overflow).
          { style: { width: 330 } },
          RtlText({ style: { fontSize: 9, color: MUTED }, children: doc.qrNote.ar }),
          LtrText({ style: { fontSize: 8, color: MUTED, marginTop: 4 }, children: doc.qrNote.en }),
        ),
      ),
    ),
  );
}

const HISTORY_TEXT = {
  ar: { title: 'سجل المدفوعات', account: 'الحساب', generated: 'تاريخ الإنشاء', empty: 'لا توجد مدفوعات.' },
  en: { title: 'Payment history', account: 'Account', generated: 'Generated', empty: 'No payments found.' },
} as const;

/** The history table's columns, one header per language. */
const HISTORY_PDF_COLUMNS: (Omit<PdfTableColumn, 'header'> & Record<Locale, string>)[] = [
  { ar: 'التاريخ', en: 'Date', width: '12%', dir: 'ltr' },
  { ar: 'رقم الطلب', en: 'Order number', width: '24%', dir: 'ltr' },
  { ar: 'الباقة', en: 'Plan', width: '13%' },
  { ar: 'الخصم', en: 'Discount', width: '11%', dir: 'ltr' },
  { ar: 'المبلغ', en: 'Amount', width: '10%', dir: 'ltr' },
  { ar: 'الضريبة', en: 'VAT', width: '8%', dir: 'ltr' },
  { ar: 'الحالة', en: 'Status', width: '8%' },
  { ar: 'طريقة الدفع', en: 'Method', width: '7%', dir: 'ltr' },
  { ar: 'رقم الفاتورة', en: 'Invoice no.', width: '7%', dir: 'ltr' },
];

export async function historyPdf(
  items: PaymentItem[],
  locale: Locale,
  planNames: Map<string, string>,
  owner: { name: string; email: string },
  now: Date,
): Promise<Buffer> {
  const t = HISTORY_TEXT[locale];
  const Para = locale === 'ar' ? RtlText : LtrText;
  // The CSV's columns, less the transaction number, payment type and currency (the page is narrower), and the
  // discount as one cell: what it took off, and its code below.
  const rows = historyRows(items, locale, planNames).map((r) => [
    r[0]!,
    r[1]!,
    r[3]!,
    r[6] ? `${r[6]}\n${r[5]}` : '',
    r[7]!,
    r[8]!,
    r[10]!,
    r[11]!,
    r[12]!,
  ]);
  return renderPdf(
    h(
      PdfDocument,
      { lang: locale, title: t.title, subtitle: owner.email },
      Para({ style: { fontSize: 16, fontWeight: 700, color: BRAND }, children: t.title }),
      Para({
        style: { fontSize: 10, color: MUTED },
        children: `${t.account}: ${owner.name} <${owner.email}>`,
      }),
      Para({
        style: { fontSize: 10, color: MUTED, marginBottom: 12 },
        children: `${t.generated}: ${riyadhDate(now.toISOString())}`,
      }),
      rows.length === 0
        ? Para({ children: t.empty })
        : h(PdfTable, {
            columns: HISTORY_PDF_COLUMNS.map(({ ar, en, ...column }) => ({
              header: locale === 'ar' ? ar : en,
              ...column,
            })),
            rows,
            lang: locale,
            fontSize: 8,
          }),
    ),
  );
}
