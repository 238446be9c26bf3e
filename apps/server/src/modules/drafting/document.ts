import { type ContractReview, type DraftField, formatMoney as formatHalalas } from '@mustashar/contracts';
import { formatNumber, localizeDigits } from '../../lib/numbers.ts';
import type { Bi, LawRef, TemplateDefinition } from './templates.ts';

/**
 * A document before it becomes a file: a title and blocks in reading order. Drafts and review reports are built
 * here once, then written as DOCX (docx.ts) or PDF (pdf.ts), so both formats always say the same thing.
 */
export type Lang = 'ar' | 'en';
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'citation'; text: string }
  | { kind: 'label'; text: string; tone?: 'high' | 'medium' | 'low' }
  | { kind: 'note'; text: string }
  | { kind: 'signature'; label: string; name: string };
export type DocumentModel = { lang: Lang; title: string; subtitle: string; blocks: Block[] };

/** An amount in riyals, written as everywhere else ("٤٨٬٠٠٠ ر.س", "SAR 48,000"); a plain space for DOCX and PDF. */
export function formatMoney(value: number, lang: Lang): string {
  return formatHalalas(Math.round(value * 100), lang).replace(/\u00a0/g, ' ');
}

/** A Gregorian date from `YYYY-MM-DD`, written out in the document's language ("١٥ يناير ٢٠٢٦م"). */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const text = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return lang === 'ar' ? `${text}م` : text;
}

function formatValue(field: DraftField, value: string, lang: Lang): string {
  switch (field.kind) {
    case 'date':
      return formatDate(value, lang);
    case 'money':
      return formatMoney(Number(value), lang);
    case 'number':
      return formatNumber(Number(value), lang);
    case 'select':
      return field.options?.find((o) => o.value === value)?.label[lang] ?? value;
    case 'text':
      return value;
  }
}

export function citationText(ref: LawRef, lang: Lang): string {
  return lang === 'ar'
    ? `السند النظامي: المادة (${formatNumber(ref.article, lang)}) من ${ref.law.ar}`
    : `Legal basis: ${ref.law.en}, Article ${ref.article}`;
}

const DRAFT_NOTE: Bi = {
  ar: 'نموذج استرشادي أعدّه «مستشار» من قوالبه وفق الأنظمة السعودية، ولا يغني عن مراجعة محامٍ مرخّص قبل التوقيع.',
  en: 'A model document prepared by Mustashar from its templates under Saudi law; it is no substitute for review by a licensed lawyer before signing.',
};

/** Each field's value as the document prints it ("٤٨٬٠٠٠ ريال", "١٥ يناير ٢٠٢٦م"); empty when not given. */
export function shownValues(
  template: TemplateDefinition,
  values: Record<string, string>,
  lang: Lang,
): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const field of template.fields) {
    const value = values[field.name] ?? '';
    shown[field.name] = value === '' ? '' : formatValue(field, value, lang);
  }
  return shown;
}

/** A template filled with checked values (`checkDraftFields`); optional clauses with an empty field are left out. */
export function draftDocument(
  template: TemplateDefinition,
  values: Record<string, string>,
  lang: Lang,
): DocumentModel {
  const shown = shownValues(template, values, lang);
  const fill = (text: Bi) => text[lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => shown[name] ?? '');
  const blocks: Block[] = [{ kind: 'paragraph', text: fill(template.preamble) }];
  let number = 0;
  for (const clause of template.clauses) {
    if (clause.when && !values[clause.when]) continue;
    number += 1;
    const heading =
      lang === 'ar'
        ? `البند ${formatNumber(number, lang)}: ${clause.heading.ar}`
        : `Clause ${number}: ${clause.heading.en}`;
    blocks.push({ kind: 'heading', text: heading }, { kind: 'paragraph', text: fill(clause.body) });
    if (clause.cite) blocks.push({ kind: 'citation', text: citationText(clause.cite, lang) });
  }
  blocks.push({ kind: 'heading', text: lang === 'ar' ? 'التوقيعات' : 'Signatures' });
  for (const signatory of template.signatories) {
    blocks.push({ kind: 'signature', label: signatory.label[lang], name: shown[signatory.name] ?? '' });
  }
  blocks.push({ kind: 'note', text: DRAFT_NOTE[lang] });
  return { lang, title: template.title[lang], subtitle: template.title[lang], blocks };
}

const RISK: Record<'high' | 'medium' | 'low', Bi> = {
  high: { ar: 'خطورة عالية', en: 'High risk' },
  medium: { ar: 'خطورة متوسطة', en: 'Medium risk' },
  low: { ar: 'خطورة منخفضة', en: 'Low risk' },
};
const KIND: Record<ContractReview['kind'], Bi> = {
  employment: { ar: 'عقد عمل', en: 'employment contract' },
  lease: { ar: 'عقد إيجار', en: 'lease' },
  service: { ar: 'عقد خدمات', en: 'service contract' },
  other: { ar: 'عقد', en: 'contract' },
};
const REVIEW_NOTE: Bi = {
  ar: 'تنبيه: هذه مراجعة آلية قائمة على قواعد كتبها «مستشار» لأكثر المخاطر شيوعًا في العقود وفق الأنظمة السعودية؛ قد لا تكشف كل المخاطر، ولا تغني عن استشارة محامٍ مرخّص.',
  en: 'Disclaimer: this is an automated review by rules Mustashar wrote for the most common contract risks under Saudi law; it may not find every risk and is no substitute for advice from a licensed lawyer.',
};

/**
 * The document as it is sent: an Arabic one in Arabic-Indic digits throughout — template text, the values filled
 * in (ID numbers included: the document is printed, not a field to copy from), a contract's quoted clauses and a
 * model's polished wording.
 */
export function localizedDocument(doc: DocumentModel): DocumentModel {
  if (doc.lang !== 'ar') return doc;
  const ar = (text: string) => localizeDigits(text, 'ar');
  return {
    ...doc,
    title: ar(doc.title),
    subtitle: ar(doc.subtitle),
    blocks: doc.blocks.map((block) =>
      block.kind === 'signature'
        ? { ...block, label: ar(block.label), name: ar(block.name) }
        : { ...block, text: ar(block.text) },
    ),
  };
}

/** A contract review as a report: a summary, then each finding with its clause, reason, article and rewording. */
export function reviewDocument(review: ContractReview, lang: Lang): DocumentModel {
  const count = review.findings.length;
  const summary =
    lang === 'ar'
      ? `نوع العقد: ${KIND[review.kind].ar}. عدد الفقرات: ${formatNumber(review.clauses, lang)}. عدد الملاحظات: ${formatNumber(count, lang)}.`
      : `Contract type: ${KIND[review.kind].en}. Parts: ${review.clauses}. Findings: ${count}.`;
  const blocks: Block[] = [{ kind: 'paragraph', text: summary }];
  if (count === 0) {
    blocks.push({
      kind: 'paragraph',
      text:
        lang === 'ar'
          ? 'لم تجد المراجعة بنودًا تخالف القواعد التي تفحصها.'
          : 'The review found no clause that breaks the rules it checks.',
    });
  }
  review.findings.forEach((finding, index) => {
    const n = formatNumber(index + 1, lang);
    const clauseNo = formatNumber(finding.clauseNumber, lang);
    blocks.push(
      {
        kind: 'heading',
        text:
          lang === 'ar'
            ? `الملاحظة ${n} — الفقرة ${clauseNo} من العقد`
            : `Finding ${n} — part ${clauseNo} of the contract`,
      },
      { kind: 'label', text: RISK[finding.risk][lang], tone: finding.risk },
      { kind: 'paragraph', text: `${lang === 'ar' ? 'نص البند' : 'Clause'}: «${finding.clause}»` },
      { kind: 'paragraph', text: `${lang === 'ar' ? 'السبب' : 'Why'}: ${finding.why}` },
      {
        kind: 'citation',
        text:
          lang === 'ar'
            ? `السند النظامي: المادة (${/^\d+$/.test(finding.article) ? formatNumber(Number(finding.article), lang) : finding.article}) من ${finding.law}`
            : `Legal basis: ${finding.law}, Article ${finding.article}`,
      },
      {
        kind: 'paragraph',
        text: `${lang === 'ar' ? 'الصياغة المقترحة' : 'Suggested wording'}: ${finding.suggestion}`,
      },
    );
  });
  blocks.push({ kind: 'note', text: REVIEW_NOTE[lang] });
  const title = lang === 'ar' ? 'تقرير مراجعة عقد' : 'Contract Review Report';
  return { lang, title, subtitle: title, blocks };
}
