import type { Style } from '@react-pdf/types';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { formatNumber } from '../numbers.ts';
import { paragraphDirection, splitParagraphs, type TextDirection } from './bidi.ts';
import { LTR_FONTS, RTL_FONTS } from './fonts.ts';
import { Document, Page, Text, View } from './primitives.ts';

export type PdfLang = 'ar' | 'en';

const PRODUCT_NAME: Record<PdfLang, string> = { ar: 'مستشار', en: 'Mustashar' };
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** Digits in the document's language: Arabic-Indic for Arabic, Latin for English. */
export function formatPdfNumber(value: number, lang: PdfLang): string {
  return formatNumber(value, lang);
}

/** Style for one run of text in a direction: the font chain, `direction` (not inherited in react-pdf) and alignment. */
export function directionStyle(dir: TextDirection): Style {
  return {
    direction: dir,
    fontFamily: dir === 'rtl' ? RTL_FONTS : LTR_FONTS,
    textAlign: dir === 'rtl' ? 'right' : 'left',
  };
}

type TextProps = { children: string; style?: Style | undefined };

/** One paragraph laid out right to left. */
export function RtlText({ children, style }: TextProps): ReactElement {
  return h(Text, { style: { ...directionStyle('rtl'), ...style } }, children);
}

/** One paragraph laid out left to right. */
export function LtrText({ children, style }: TextProps): ReactElement {
  return h(Text, { style: { ...directionStyle('ltr'), ...style } }, children);
}

type BidiTextProps = TextProps & {
  /** Direction of paragraphs without letters (digits only); usually the document's language. */
  fallback?: TextDirection;
  /** Space between paragraphs (points). */
  gap?: number;
};

/** Multi-line text: each line becomes a paragraph whose direction follows its first strong letter. */
export function BidiText({ children, style, fallback = 'rtl', gap = 3 }: BidiTextProps): ReactElement {
  const paragraphs = splitParagraphs(children);
  return h(
    View,
    null,
    paragraphs.map((paragraph, index) =>
      h(
        Text,
        {
          key: index,
          style: {
            ...directionStyle(paragraphDirection(paragraph, fallback)),
            ...(index > 0 ? { marginTop: gap } : {}),
            ...style,
          },
        },
        paragraph,
      ),
    ),
  );
}

export type PdfTableColumn = {
  header: string;
  /** Share of the table width, e.g. '30%'. */
  width: `${number}%`;
  /** Numbers and codes read better left to right even in an Arabic table. */
  dir?: TextDirection;
};

type PdfTableProps = {
  columns: PdfTableColumn[];
  rows: string[][];
  /** Table direction: in Arabic the first column is on the right. */
  lang: PdfLang;
  fontSize?: number;
};

/** A simple table with a header row repeated on each page and cells that wrap. */
export function PdfTable({ columns, rows, lang, fontSize = 9 }: PdfTableProps): ReactElement {
  const tableDir: TextDirection = lang === 'ar' ? 'rtl' : 'ltr';
  const rowStyle: Style = {
    flexDirection: tableDir === 'rtl' ? 'row-reverse' : 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
  };
  const cell = (text: string, column: PdfTableColumn, bold: boolean, key: number) =>
    h(
      View,
      { key, style: { width: column.width, paddingVertical: 4, paddingHorizontal: 4 } },
      h(
        Text,
        {
          style: {
            ...directionStyle(column.dir ?? paragraphDirection(text, tableDir)),
            // Every cell of a column lines up on the table's start side, whatever its own text direction.
            textAlign: tableDir === 'rtl' ? 'right' : 'left',
            fontSize,
            fontWeight: bold ? 700 : 400,
          },
        },
        text,
      ),
    );
  return h(
    View,
    { style: { borderTopWidth: 0.5, borderTopColor: RULE } },
    h(
      View,
      { fixed: true, style: { ...rowStyle, backgroundColor: '#f3f4f6' } },
      columns.map((column, index) => cell(column.header, column, true, index)),
    ),
    rows.map((row, rowIndex) =>
      h(
        View,
        { key: rowIndex, wrap: false, style: rowStyle },
        columns.map((column, index) => cell(row[index] ?? '', column, false, index)),
      ),
    ),
  );
}

type PdfDocumentProps = {
  title: string;
  lang: PdfLang;
  children?: ReactNode;
  /** Shown under the product name in the page header. */
  subtitle?: string;
};

/**
 * An A4 document in the product's look: the product name (and subtitle) on every page's header and
 * "page N of M" in the footer, in the document's language.
 */
export function PdfDocument({ title, lang, subtitle, children }: PdfDocumentProps): ReactElement {
  const dir: TextDirection = lang === 'ar' ? 'rtl' : 'ltr';
  const pageLabel = (page: number, total: number) =>
    lang === 'ar'
      ? `صفحة ${formatPdfNumber(page, lang)} من ${formatPdfNumber(total, lang)}`
      : `Page ${page} of ${total}`;
  return h(
    Document,
    {
      title,
      author: PRODUCT_NAME[lang],
      creator: PRODUCT_NAME[lang],
      producer: PRODUCT_NAME[lang],
      language: lang,
    },
    h(
      Page,
      {
        size: 'A4',
        style: {
          paddingTop: 64,
          paddingBottom: 56,
          paddingHorizontal: 48,
          fontSize: 11,
          color: INK,
          fontFamily: dir === 'rtl' ? RTL_FONTS : LTR_FONTS,
        },
      },
      h(
        View,
        {
          fixed: true,
          style: {
            position: 'absolute',
            top: 24,
            left: 48,
            right: 48,
            flexDirection: dir === 'rtl' ? 'row-reverse' : 'row',
            justifyContent: 'space-between',
            borderBottomWidth: 0.5,
            borderBottomColor: RULE,
            paddingBottom: 4,
          },
        },
        h(Text, { style: { ...directionStyle(dir), fontSize: 12, fontWeight: 700 } }, PRODUCT_NAME[lang]),
        subtitle
          ? h(
              Text,
              { style: { ...directionStyle(paragraphDirection(subtitle, dir)), fontSize: 9, color: MUTED } },
              subtitle,
            )
          : null,
      ),
      // No lineHeight on the Page: with one, react-pdf drops the fixed footer. Text blocks set their own.
      children,
      h(Text, {
        fixed: true,
        style: {
          ...directionStyle(dir),
          position: 'absolute',
          bottom: 24,
          left: 48,
          right: 48,
          fontSize: 9,
          color: MUTED,
          textAlign: 'center',
        },
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          pageLabel(pageNumber, totalPages),
      }),
    ),
  );
}
