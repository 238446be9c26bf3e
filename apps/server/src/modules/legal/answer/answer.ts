import { performance } from 'node:perf_hooks';
import type { Citation, ContractReview, Locale } from '@mustashar/contracts';
import { generateText, type LanguageModel, type ModelMessage, Output, streamText } from 'ai';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Answerer, AnswerRequest, AnswerResult } from '../../../lib/answerer.ts';
import type { LlmPurpose, Metrics } from '../../../lib/metrics.ts';
import { DigitLocalizer, formatNumber, localizeDigits } from '../../../lib/numbers.ts';
import { type PluralForms, plural } from '../../../lib/plural.ts';
import { userTextError } from '../../../lib/serialize-error.ts';
import type { Tracing } from '../../../lib/tracing.ts';
import { articleIds, guideUrl, libraryArticleUrl } from '../api/guides-api.ts';
import { bundledExpansions, expansionKey } from '../expansions/expansions.ts';
import type { GuideCitation } from '../guides/types.ts';
import { bundledPlainRules, type PlainRules, plainRuleFor } from '../plain-rules/plain-rules.ts';
import type { GuideHit } from '../ranking/guide-index.ts';
import { articleTexts, type Research, type RetrievedArticle, research } from '../ranking/research.ts';
import { foreignJurisdiction, type Jurisdiction } from '../text/jurisdiction.ts';
import { questionLanguage } from '../text/language.ts';
import { lawIndex, resolveCitationLaw } from '../text/law-index.ts';
import { normalizeArabic } from '../text/normalize.ts';
import { numbersStated } from '../text/numbers-in-text.ts';
import { refersToUnnamedLaw } from '../text/query.ts';
import { type Assistant, assistantById } from './assistants.ts';
import { CitationFilter } from './citation-filter.ts';
import { reviewContract, splitContract } from './contract-review.ts';
import { clip, leadFor } from './lead.ts';
import { createLanguageModel } from './llm.ts';
import { NumberGate } from './number-gate.ts';
import { paragraphsOf, quoteOf } from './paragraphs.ts';

/**
 * The legal engine's answerer. Every answer rests on retrieved guides and statute
 * articles and says so:
 * - a question about another country's law gets the out-of-jurisdiction notice, nothing else;
 * - without a model (the default): a research answer, labelled as retrieval, listing the best guide and articles;
 * - with a model: a streamed answer grounded in numbered passages, whose [n] citations are checked as they stream;
 * - the contract-review assistant reviews an attached contract clause by clause (rules offline, model if any).
 */

type Log = { warn(obj: object, msg?: string): void };

export type LegalAnswererDeps = {
  db: Db;
  /** LLM_* settings; without them (or with LLM_PROVIDER=none) answers are offline. */
  config?: Pick<Config, 'llm'>;
  log?: Log;
  /** A model instead of the configured one (tests inject `MockLanguageModelV3`); null forces offline. */
  model?: LanguageModel | null;
  /** Ask the model for an Arabic rendering of English questions before retrieval (default: on with a model). */
  translateQueries?: boolean;
  /** The plain rules answers open with (default: the repository's, plain-rules/). */
  plainRules?: PlainRules;
  /** Where retrieval and model times (and tokens) are counted; the app's own metrics. */
  metrics?: Pick<Metrics, 'timeRetrieval' | 'llmCall'>;
  /** Spans for retrieval and for each model call when traces are on; the app's own tracing. */
  tracing?: Pick<Tracing, 'span' | 'modelCall'>;
};

/** How much of the conversation and of the attachments goes into a prompt (characters). */
export const PROMPT_LIMITS = {
  historyItems: 10,
  historyItemChars: 2000,
  historyChars: 8000,
  attachmentChars: 12_000,
  passageChars: 1500,
  /** With at most two guides: at most 8 passages, so a model's [9] is always invented. */
  articles: 6,
};

const OFFLINE_ARTICLES = 5;
/**
 * No guide matched and less than half of the question's words are in any statute (or the glossary): the offline
 * answer says the matches may not apply (ADR 032: 7 of 20 off-topic questions, none of 112 answered lay ones).
 */
export const isWeakMatch = (found: Pick<Research, 'guides' | 'articles' | 'matchedShare'>) =>
  found.guides.length === 0 && (found.articles.length === 0 || found.matchedShare < 0.5);

/** Article numbers and counts in the answer's digits, without a thousands separator ("المادة ١٠٠١"). */
const num = (value: number, locale: Locale) => formatNumber(value, locale, { grouping: false });

/** A contract's clauses and the review's findings counted: as a list item ("٣ بنود، بندان") and as an object ("فحصت بندين"). */
const CLAUSES: PluralForms = {
  ar: { zero: '# بند', one: 'بند واحد', two: 'بندان', few: '# بنود', many: '# بندًا', other: '# بند' },
  en: { one: '# clause', other: '# clauses' },
};
const CLAUSES_OBJECT: PluralForms = {
  ar: { ...CLAUSES.ar, one: 'بندًا واحدًا', two: 'بندين' },
  en: CLAUSES.en,
};
const FINDINGS: PluralForms = {
  ar: {
    zero: '# ملاحظة',
    one: 'ملاحظة واحدة',
    two: 'ملاحظتان',
    few: '# ملاحظات',
    many: '# ملاحظة',
    other: '# ملاحظة',
  },
  en: { one: '# finding', other: '# findings' },
};
const FINDINGS_OBJECT: PluralForms = { ar: { ...FINDINGS.ar, two: 'ملاحظتين' }, en: FINDINGS.en };
/** A law as an answer names it: in English its English title when the corpus has one, else the Arabic title. */
const lawName = (titleAr: string, titleEn: string | null | undefined, locale: Locale) =>
  locale === 'en' ? titleEn?.trim() || titleAr : titleAr;
/** An article reference in the answer's language: "المادة ٧٧ مكرر" / "Article 77 bis". */
const articleRef = (article: string, locale: Locale) =>
  locale === 'ar'
    ? `المادة ${localizeDigits(article, 'ar')}`
    : `Article ${article.replace(/\s*مكرر$/, ' bis')}`;

const T = {
  ar: {
    lead: 'نتائج بحث آلي في الأنظمة السعودية وأدلتنا المبسطة، وليست رأيًا قانونيًا مكتوبًا لحالتك:',
    leadGuidesOnly:
      'نتائج بحث آلي في أدلتنا المبسطة المبنية على الأنظمة السعودية، وليست رأيًا قانونيًا مكتوبًا لحالتك:',
    none: 'لم أجد في الأنظمة السعودية ولا في أدلتنا نصًا يطابق سؤالك. جرّب صياغة أخرى، أو اذكر اسم النظام أو رقم المادة.',
    weakLead: (words: string) =>
      `لم أجد لأكثر كلمات سؤالك (${words}) ذكرًا في الأنظمة السعودية ولا في أدلتنا، فقد لا تنطبق النتائج الآتية على حالتك. هذه أقرب النتائج في بحث آلي، وليست رأيًا قانونيًا:`,
    notFound: (words: string) => `(كلمات لم أجدها: ${words})`,
    unnamedLaw:
      'سؤالك لا يذكر اسم النظام أو الجهة التي يقصدها، فقد تكون الإجابة أعلاه من نظام غير الذي تقصده. اذكر اسمه (مثل: «في نظام العمل») لنتيجة أدق.',
    guide: 'دليل',
    readGuide: 'اقرأ الدليل',
    fullText: 'النص الكامل',
    restsOn: 'يستند إلى',
    article: 'المادة',
    articles: 'المواد',
    disclaimer: 'هذه معلومات عامة للاسترشاد ولا تغني عن استشارة محامٍ مرخّص.',
    source: 'المصدر',
    status: { in_force: 'نافذ', repealed: 'ملغى' },
    guideSource: (title: string, basis: string) => `دليل «${title}»، يستند إلى ${basis}`,
    closest: (ref: string) => `أقرب نص: ${ref}`,
    paragraph: (label: string) => `الفقرة ${localizeDigits(label, 'ar')}`,
    wordingUnknown: (decree: string | null) =>
      `عُدّلت هذه المادة${decree ? ` بـ${decree}` : ''}، ونص التعديل ليس في هذه النسخة؛ النص أدناه هو النص الأصلي قبل التعديل، فراجع النص المعدل في المصدر الرسمي.`,
    foreign: (j: Jurisdiction) =>
      `يبدو أن سؤالك عن القانون في ${j.ar}. يجيب مستشار عن الأنظمة السعودية فقط، فلا أستطيع الإجابة عن قوانين ${j.ar}؛ راجع محاميًا مرخّصًا هناك أو الجهة الرسمية المختصة. وإن كانت حالتك تخضع للنظام السعودي (كأن تعمل أو تسكن في المملكة)، فأعد طرح السؤال واذكر ذلك.`,
    attachContract:
      'لمراجعة عقد، أرفق ملفه (pdf أو docx أو txt) أو الصق نصه في الرسالة. وإلى ذلك الحين هذه نتائج بحث في سؤالك:',
    reviewLead: (r: ContractReview) =>
      `مراجعة آلية للعقد بقواعد كتبناها لأشهر المخاطر في العقود السعودية (وليست مراجعة محامٍ): فحصت ${plural(r.clauses, 'ar', CLAUSES_OBJECT)} ووجدت ${plural(r.findings.length, 'ar', FINDINGS_OBJECT)}.`,
    reviewLeadModel: (r: ContractReview) =>
      `مراجعة للعقد أعدّها نموذج لغوي مع قواعدنا المكتوبة لأشهر المخاطر في العقود السعودية (وليست مراجعة محامٍ): ${plural(r.clauses, 'ar', CLAUSES)}، ${plural(r.findings.length, 'ar', FINDINGS)}.`,
    reviewNone: (r: ContractReview) =>
      `مراجعة آلية للعقد بقواعد كتبناها لأشهر المخاطر في العقود السعودية: فحصت ${plural(r.clauses, 'ar', CLAUSES_OBJECT)} ولم يطابق أيٌّ منها قواعدنا (مدة التجربة، عدم المنافسة، الإنهاء المنفرد، التنازل عن المكافأة، الحسم من الأجر، ساعات العمل، الإجازة، زيادة الأجرة، الصيانة، الشرط الجزائي، الإعفاء من المسؤولية). هذا لا يعني أن العقد خالٍ من المخاطر.`,
    risk: { high: 'خطورة مرتفعة', medium: 'خطورة متوسطة', low: 'خطورة منخفضة' },
    clause: 'البند',
    preamble: 'المقدمة',
    why: 'السبب',
    basis: 'السند',
    rewording: 'صياغة مقترحة',
  },
  en: {
    lead: 'Search results from Saudi statutes and our plain-language guides: automatic retrieval, not legal advice written for your case.',
    leadGuidesOnly:
      'Search results from our plain-language guides to Saudi law: automatic retrieval, not legal advice written for your case.',
    none: 'I found nothing in Saudi statutes or in our guides that matches your question. Try other words, or name the law or the article.',
    weakLead: (words: string) =>
      `Most words of your question (${words}) appear in no Saudi statute and none of our guides, so the results below may not apply to your case. They are the closest matches of an automatic search, not legal advice:`,
    notFound: (words: string) => `(words not found: ${words})`,
    unnamedLaw:
      'Your question does not name the law or the body it refers to, so the answer above may come from a law other than the one you mean. Name it (for example “under the Labour Law”) for a precise answer.',
    guide: 'Guide',
    readGuide: 'Read the guide',
    fullText: 'Full text',
    restsOn: 'Rests on',
    article: 'Article',
    articles: 'Articles',
    disclaimer: 'General information only; not a substitute for advice from a licensed lawyer.',
    source: 'Source',
    status: { in_force: 'in force', repealed: 'repealed' },
    guideSource: (title: string, basis: string) => `guide “${title}”, resting on ${basis}`,
    closest: (ref: string) => `The closest rule is in ${ref} (Arabic text):`,
    paragraph: (label: string) => `paragraph ${label}`,
    wordingUnknown: (decree: string | null) =>
      `This article was amended${decree ? ` by ${decree}` : ''} and the amended wording is not in this copy: the text below is the original wording, before the amendment; check the amended text at the official source.`,
    foreign: (j: Jurisdiction) =>
      `Your question seems to be about the law of ${j.en}. Mustashar answers on Saudi law only, so I cannot answer on the law of ${j.en}; please consult a lawyer licensed there or the competent authority. If your situation is governed by Saudi law (for example you work or live in the Kingdom), ask again and say so.`,
    attachContract:
      'To review a contract, attach it (pdf, docx or txt) or paste its text into the message. Meanwhile, here are search results for your question:',
    reviewLead: (r: ContractReview) =>
      `Automatic contract review by rules we wrote for the most common risks in Saudi contracts (not a lawyer’s review): ${plural(r.clauses, 'en', CLAUSES)} checked, ${plural(r.findings.length, 'en', FINDINGS)}.`,
    reviewLeadModel: (r: ContractReview) =>
      `Contract review by a language model together with our written rules for the most common risks in Saudi contracts (not a lawyer’s review): ${plural(r.clauses, 'en', CLAUSES)}, ${plural(r.findings.length, 'en', FINDINGS)}.`,
    reviewNone: (r: ContractReview) =>
      `Automatic contract review by rules we wrote for the most common risks in Saudi contracts: ${plural(r.clauses, 'en', CLAUSES)} checked and none matched our rules (probation, non-compete, unilateral termination, end-of-service waiver, wage deductions, working hours, leave, rent increases, repairs, penalty clauses, liability exclusions). That does not mean the contract carries no risk.`,
    risk: { high: 'High risk', medium: 'Medium risk', low: 'Low risk' },
    clause: 'Clause',
    preamble: 'Preamble',
    why: 'Why',
    basis: 'Basis',
    rewording: 'Suggested wording',
  },
} as const;

const SYSTEM = (
  locale: Locale,
  assistant: Assistant,
  sources: string,
  unnamedLaw = false,
) => `You are Mustashar, a legal research assistant for the law of the Kingdom of Saudi Arabia.
${assistant.prompt}
Rules:${unnamedLaw ? "\n- The question refers to a law or body without naming it, so the sources may be from laws other than the one meant: say so, ask which law the user means, and do not present one law's rule as the answer." : ''}
- Answer only on Saudi law. If the question is about another country's law, say you cover Saudi law only.
- Base every legal statement on the numbered sources below and cite them as [n] right after the statement. Cite only numbers from the list; never invent laws, articles or numbers.
- If the sources do not cover the question, say so plainly and say what would help (the law's name, a lawyer).
- An article source gives its plain rule (in parentheses), then its wording in force: state the rule in your own words, but every number, period, amount or percentage you write must appear in a source you cite right after it; a sentence with a figure no cited source states is removed.
- Answer in ${locale === 'ar' ? 'Arabic' : 'English'}, the language of the question, even though the sources are in Arabic.
- Answer first: open with one or two plain sentences that answer the question with its key fact (a number of days, an amount, who may do what) and its [n]; then, briefly, what it means for the user and the next steps.
- A source marked "(repealed law)" is no longer in force: rely on a law in force when one covers the point, and say "repealed" whenever you mention a repealed law.
- End with this line exactly: ${T[locale].disclaimer}

Sources:
${sources || '(none found)'}`;

/**
 * A numbered source for the prompt; `law` is the Arabic title (the key findings and the corpus use); `numbers`, the
 * figures its text states, which a sentence citing it may state (number-gate.ts).
 */
type Passage = { citation: Citation; text: string; law: string; numbers: ReadonlySet<number> };

const ModelFindingsSchema = z.object({
  findings: z.array(
    z.object({
      clause: z.number().int(),
      risk: z.enum(['high', 'medium', 'low']),
      why: z.string(),
      source: z.number().int(),
      suggestion: z.string(),
    }),
  ),
});

const LATIN = /[A-Za-z]/g;
const ARABIC = /[\u0600-\u06FF]/g;
const isEnglish = (s: string) => (s.match(LATIN)?.length ?? 0) > (s.match(ARABIC)?.length ?? 0);

export function createLegalAnswerer(deps: LegalAnswererDeps): Answerer {
  const plainRules = deps.plainRules ?? bundledPlainRules();
  const model =
    deps.model !== undefined ? deps.model : deps.config ? createLanguageModel(deps.config.llm) : null;
  const translate = deps.translateQueries ?? true;
  const metrics = deps.metrics;
  const tracing = deps.tracing;
  const counted: typeof research = (...args) =>
    metrics ? metrics.timeRetrieval(() => research(...args)) : research(...args);
  const retrieve: typeof research = (...args) =>
    tracing ? tracing.span('legal.retrieve', {}, () => counted(...args)) : counted(...args);
  const telemetry = (functionId: LlmPurpose) =>
    tracing ? { experimental_telemetry: tracing.modelCall(functionId) } : {};
  /** One model call's time, with the tokens the provider reported when it finished. */
  const modelCall = (purpose: LlmPurpose, startedAt: number, usage?: ModelUsage) =>
    metrics?.llmCall(purpose, (performance.now() - startedAt) / 1000, usage);

  /** An Arabic rendering of an English question for retrieval; on failure the glossary does the work alone. */
  async function translation(question: string, signal: AbortSignal): Promise<string | undefined> {
    if (!model || !translate || !isEnglish(question)) return undefined;
    const startedAt = performance.now();
    try {
      const { text, usage } = await generateText({
        ...telemetry('translation'),
        model,
        system:
          'Rewrite the user’s legal question in Arabic, using the terms Saudi statutes use (e.g. مكافأة نهاية الخدمة, فسخ العقد, المستأجر). Output only the Arabic text.',
        prompt: question.slice(0, 1000),
        maxOutputTokens: 200,
        maxRetries: 0,
        abortSignal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
      });
      modelCall('translation', startedAt, usage);
      return text.replace(LATIN, ' ').trim() || undefined;
    } catch (error) {
      modelCall('translation', startedAt);
      if (signal.aborted) throw error;
      // The provider's error may quote the question: logged by class, code and status only.
      deps.log?.warn(
        { err: userTextError(error), llm: deps.config?.llm.provider ?? 'model' },
        'query translation failed; using the glossary',
      );
      return undefined;
    }
  }

  return {
    async answer(request: AnswerRequest, onDelta: (text: string) => void): Promise<AnswerResult> {
      // Answers are in the question's language; the interface language decides only when the question has no words.
      const locale: Locale = questionLanguage(request.question) ?? (request.locale === 'en' ? 'en' : 'ar');
      const t = T[locale];
      const assistant = assistantById(request.assistant);

      // A short follow-up ("and the notice period?"), or one about "this law", is read with the question before it.
      const context = followedUp(request);
      const foreign = foreignJurisdiction(context ? `${request.question} ${context}` : request.question);
      if (foreign) return emit([t.foreign(foreign)], [], onDelta, locale);

      if (assistant.id === 'contract_review') {
        const contract = contractText(request);
        if (contract) {
          const review = reviewContract(contract, locale);
          if (!model) return formatReview(deps.db, review, locale, t.reviewLead(review), onDelta);
          return modelReview(request, locale, assistant, contract, review, onDelta);
        }
      }

      if (model) return modelAnswer(request, locale, assistant, onDelta);

      const found = await retrieve(deps.db, request.question, {
        context,
        lawContext: previousAnswer(request),
        locale,
        limit: OFFLINE_ARTICLES,
        prefer: assistant.prefer,
      });
      const pieces: string[] = [];
      if (assistant.id === 'contract_review') pieces.push(t.attachContract);
      const names = await lawNamer(deps.db, locale);
      return offlineAnswer(deps.db, request.question, found, locale, names, pieces, onDelta, plainRules);
    },
  };

  /**
   * Contract review with a model: it returns findings as data (clause number, risk, why, source passage,
   * rewording); findings naming a clause or a passage that does not exist are dropped, like invented [n]. The
   * rules' findings always stay; the model adds what they miss.
   */
  async function modelReview(
    request: AnswerRequest,
    locale: Locale,
    assistant: Assistant,
    contract: string,
    rules: ContractReview,
    onDelta: (text: string) => void,
  ): Promise<AnswerResult> {
    const found = await retrieve(deps.db, `${request.question} ${contract.slice(0, 1500)}`, {
      locale,
      limit: PROMPT_LIMITS.articles,
      prefer: assistant.prefer,
    });
    const passages = await buildPassages(deps.db, found.guides, found.articles, locale, plainRules, rules);
    const { clauses } = splitContract(contract);
    const numbered = (list: string[]) => list.map((x, i) => `[${i + 1}] ${x}`).join('\n\n');
    const reviewStarted = performance.now();
    const { output, usage } = await generateText({
      ...telemetry('contract_review'),
      model: model!,
      system: SYSTEM(locale, assistant, numbered(passages.map((p) => p.text))),
      prompt: `Review this contract clause by clause. For each clause with a legal risk under Saudi law return: clause (its number below), risk (high, medium or low), why (in ${locale === 'ar' ? 'Arabic' : 'English'}), source (the number of the source it rests on), suggestion (a safer wording, in the contract's language).
Checks already flagged: ${rules.findings.map((f) => `clause ${f.clauseNumber}: ${f.law} ${f.article}`).join('; ') || 'none'}.

Clauses:
${numbered(clauses.map((c) => c.slice(0, 1500))).slice(0, PROMPT_LIMITS.attachmentChars)}`,
      output: Output.object({ schema: ModelFindingsSchema }),
      temperature: 0.1,
      maxOutputTokens: 3000,
      maxRetries: 1,
      abortSignal: request.signal,
    });
    modelCall('contract_review', reviewStarted, usage);
    const findings = [...rules.findings];
    const has = new Set(findings.map((f) => `${f.clauseNumber}#${f.law}#${f.article}`));
    let dropped = 0;
    for (const m of output.findings) {
      const passage = passages[m.source - 1];
      const clause = clauses[m.clause - 1];
      if (!passage || !clause) {
        dropped++;
        continue;
      }
      const key = `${m.clause}#${passage.law}#${passage.citation.article}`;
      if (has.has(key)) continue;
      has.add(key);
      findings.push({
        rule: 'llm',
        risk: m.risk,
        clauseNumber: m.clause,
        clause: clause.length > 600 ? `${clause.slice(0, 600)}…` : clause,
        why: m.why,
        law: passage.law,
        article: passage.citation.article,
        url: passage.citation.url,
        suggestion: m.suggestion,
      });
    }
    if (dropped > 0) deps.log?.warn({ dropped }, 'removed review findings naming no clause or source');
    const RISK = { high: 0, medium: 1, low: 2 } as const;
    findings.sort((a, b) => RISK[a.risk] - RISK[b.risk] || a.clauseNumber - b.clauseNumber);
    const review: ContractReview = { ...rules, findings };
    return formatReview(deps.db, review, locale, T[locale].reviewLeadModel(review), onDelta);
  }

  async function modelAnswer(
    request: AnswerRequest,
    locale: Locale,
    assistant: Assistant,
    onDelta: (text: string) => void,
  ): Promise<AnswerResult> {
    const expansion = await translation(request.question, request.signal);
    const found = await retrieve(deps.db, request.question, {
      context: followedUp(request),
      lawContext: previousAnswer(request),
      locale,
      limit: PROMPT_LIMITS.articles,
      prefer: assistant.prefer,
      expansion,
    });
    const passages = await buildPassages(deps.db, found.guides, found.articles, locale, plainRules);
    const sources = passages.map((p, i) => `[${i + 1}] ${p.text}`).join('\n\n');
    const answerStarted = performance.now();
    const result = streamText({
      ...telemetry('answer'),
      model: model!,
      system: SYSTEM(locale, assistant, sources, found.unnamedLaw),
      messages: conversation(request),
      temperature: 0.2,
      maxOutputTokens: 1500,
      maxRetries: 1,
      abortSignal: request.signal,
      // Errors arrive as stream parts and are thrown below; the SDK's default handler would only log them.
      onError: () => {},
    });
    const gate = new NumberGate(passages.map((p) => p.numbers));
    const filter = new CitationFilter(passages.length);
    // The model may write Latin digits in an Arabic answer; they reach the reader in Arabic-Indic ones.
    const digits = new DigitLocalizer(locale);
    let text = '';
    const send = (piece: string) => {
      if (!piece) return;
      text += piece;
      onDelta(piece);
    };
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') send(digits.push(filter.push(gate.push(part.text))));
      else if (part.type === 'error')
        throw part.error instanceof Error ? part.error : new Error(String(part.error));
      else if (part.type === 'abort') throw new Error('answer aborted');
    }
    send(digits.push(filter.push(gate.end()) + filter.end()));
    send(digits.end());
    modelCall('answer', answerStarted, await Promise.resolve(result.usage).catch(() => undefined));
    if (filter.invented.length > 0)
      deps.log?.warn({ invented: filter.invented }, 'removed citations that match no retrieved passage');
    // The count only: the sentences are the model's words about the user's question.
    if (gate.dropped.length > 0)
      deps.log?.warn(
        { dropped: gate.dropped.length },
        'removed sentences whose figures no cited source states',
      );
    return { text, citations: filter.cited.map((n) => localizedCitation(passages[n - 1]!.citation, locale)) };
  }
}

type ModelUsage = { inputTokens?: number | undefined; outputTokens?: number | undefined };

/** The answer before the question: if the question says "this law" and names none, the law it cited is meant. */
function previousAnswer(request: AnswerRequest): string | undefined {
  return [...request.history].reverse().find((h) => h.sender === 'bot')?.text;
}

/** The previous user turn when the question is a short follow-up ("and if I resigned?") or refers to a law it does
 * not name ("what is the penalty under this law?"), else undefined. */
function followedUp(request: AnswerRequest): string | undefined {
  const words = request.question.trim().split(/\s+/).length;
  if (words >= 6 && !refersToUnnamedLaw(normalizeArabic(request.question))) return undefined;
  const previous = [...request.history].reverse().find((h) => h.sender === 'user');
  return previous?.text.slice(0, 500);
}

/** The contract to review: the attachments' text, else a long pasted message. */
function contractText(request: AnswerRequest): string | null {
  const attached = request.attachments
    .map((a) => a.text ?? '')
    .filter((s) => s.trim())
    .join('\n\n');
  if (attached.trim()) return attached;
  return request.question.length >= 400 ? request.question : null;
}

/**
 * Sends a finished answer piece by piece. An Arabic answer is written in Arabic-Indic digits throughout, quoted
 * article text, a contract's own clauses and the sources' labels and excerpts included; links keep theirs.
 */
function emit(
  pieces: string[],
  citations: Citation[],
  onDelta: (text: string) => void,
  locale: Locale,
): AnswerResult {
  const parts = pieces.map((p, i) =>
    localizeDigits(i < pieces.length - 1 ? `${p}\n\n` : p, locale, { markdown: true }),
  );
  for (const part of parts) onDelta(part);
  return { text: parts.join(''), citations: citations.map((c) => localizedCitation(c, locale)) };
}

const localizedCitation = (citation: Citation, locale: Locale): Citation =>
  locale === 'ar'
    ? {
        ...citation,
        law: localizeDigits(citation.law, locale),
        label: localizeDigits(citation.label, locale),
        excerpt: localizeDigits(citation.excerpt, locale),
      }
    : citation;

/** A guide citation's law as an answer names it: the imported law's English title in English, else the Arabic one. */
type LawNamer = (citation: Pick<GuideCitation, 'lawTitle' | 'lawId'>) => string;

async function lawNamer(db: Db, locale: Locale): Promise<LawNamer> {
  if (locale === 'ar') return (c) => c.lawTitle;
  const laws = (await lawIndex(db)).laws;
  return (c) => lawName(c.lawTitle, resolveCitationLaw(laws, c)?.titleEn, locale);
}

const guideCitation = (hit: GuideHit, locale: Locale, names: LawNamer): Citation => {
  const first = hit.guide.citations[0]!;
  return {
    law: names(first),
    article: String(first.articles[0]),
    label: hit.guide.title[locale],
    url: guideUrl(hit.guide.id),
    excerpt: hit.guide.summary[locale],
    kind: 'guide',
  };
};

/** An article's citation: in English the law's English title (when known) and "Article 77 bis". */
const articleCitation = (a: RetrievedArticle, locale: Locale): Citation => {
  const article = `${a.articleNumber}${a.bis ? ' مكرر' : ''}`;
  return {
    law: lawName(a.lawTitle, a.lawTitleEn, locale),
    article,
    label: locale === 'en' ? articleRef(article, 'en') : a.articleLabel,
    url: libraryArticleUrl(a.articleId),
    excerpt: a.excerpt,
    kind: 'article',
  };
};

/** "نظام العمل، المواد ٨٤، ٨٦، ٨٨" / "Labor Law, Articles 84, 86, 88" for a guide's citations, one entry per law. */
function restsOn(hit: GuideHit, locale: Locale, names: LawNamer): string {
  const t = T[locale];
  const sep = locale === 'ar' ? '، ' : ', ';
  const byLaw = new Map<string, number[]>();
  for (const c of hit.guide.citations) {
    const law = names(c);
    const list = byLaw.get(law) ?? [];
    for (const n of c.articles) if (!list.includes(n)) list.push(n);
    byLaw.set(law, list);
  }
  return [...byLaw]
    .map(([law, list]) => {
      const sorted = [...list].sort((a, b) => a - b).map((n) => num(n, locale));
      return `${law}${sep}${sorted.length > 1 ? t.articles : t.article} ${sorted.join(sep)}`;
    })
    .join(locale === 'ar' ? '؛ ' : '; ');
}

/** Sections of a guide that help but do not answer: what to do next, when to see a lawyer, tips, worked examples. */
const NOT_ANSWERING =
  /^#{2,3}\s*(?:خطوات عملية|متى تستشير|نصائح|مثال|Practical steps|When to see a lawyer|Tips|Example|Worked example)/i;

/** A guide's body without the sections that do not state a rule: an answer opens with a rule, never a tip or a step. */
export function answeringBody(markdown: string): string {
  const kept: string[] = [];
  let skipping = false;
  for (const line of markdown.split('\n')) {
    if (/^#{2,3}\s/.test(line)) skipping = NOT_ANSWERING.test(line);
    if (!skipping) kept.push(line);
  }
  return kept.join('\n');
}

/** Articles scoring below this share of the best one are left out of an answer's sources. */
const RELEVANCE_FLOOR = 0.35;

/**
 * The articles an answer shows: the best ones above the relevance floor; a repealed law's articles only when one
 * ranks first (the question names that law or means it as "this law"; repealed laws otherwise rank lower), so an
 * answer rests on the rule in force and a repealed text is never shown as if it were.
 */
export function answerArticles(articles: RetrievedArticle[]): RetrievedArticle[] {
  if (articles.length === 0) return [];
  const top = Math.max(...articles.map((a) => a.score));
  const relevant = articles.filter((a, i) => i === 0 || a.score >= RELEVANCE_FLOOR * top);
  if (relevant[0]!.lawStatus === 'repealed') return relevant;
  const inForce = relevant.filter((a) => a.lawStatus !== 'repealed');
  // A repealed article of a law in force is not a rule either: it is listed only when nothing else was found.
  const live = inForce.filter((a) => a.wording !== 'repealed');
  return live.length > 0 ? live : inForce;
}

const statusOf = (a: RetrievedArticle): 'in_force' | 'repealed' =>
  a.lawStatus === 'repealed' ? 'repealed' : 'in_force';

/**
 * The offline research answer, answer first: one or two sentences of the best source that answer the question
 * (lead.ts), the source they come from on one line (law, article, in force or repealed, link), a quiet
 * disclaimer; the other sources go with the answer as citations, whose text the reader unfolds. When no guide
 * matched and most of the question's words are in no statute (a flight delay, a recipe), the lead says so and
 * names those words, and the closest matches are listed as such.
 */
async function offlineAnswer(
  db: Db,
  question: string,
  found: Pick<Research, 'guides' | 'articles' | 'unmatched' | 'matchedShare' | 'unnamedLaw'>,
  locale: Locale,
  names: LawNamer,
  before: string[],
  onDelta: (text: string) => void,
  rules: PlainRules,
): Promise<AnswerResult> {
  const t = T[locale];
  const { guides } = found;
  const articles = answerArticles(found.articles);
  const shownGuides = guides.slice(0, articles.length > 0 ? 1 : 2);
  const unmatched = found.unmatched.join(locale === 'ar' ? '، ' : ', ');
  if (shownGuides.length === 0 && articles.length === 0)
    return emit(
      [...before, unmatched ? `${t.none} ${t.notFound(unmatched)}` : t.none, t.disclaimer],
      [],
      onDelta,
      locale,
    );
  const pieces = [...before];
  // Answer first: a question that may mean another law than the one found is told so below the answer.
  const unnamed = found.unnamedLaw ? [t.unnamedLaw] : [];
  if (isWeakMatch(found)) {
    // Loose matches are listed as the closest results, never presented as the answer.
    pieces.push(t.weakLead(unmatched));
    const citations: Citation[] = [];
    for (const a of articles) {
      const citation = articleCitation(a, locale);
      citations.push(citation);
      pieces.push(`${citations.length}. ${referenceLine(citation, statusOf(a), locale)}`);
    }
    pieces.push(...unnamed, t.disclaimer);
    return emit(pieces, citations, onDelta, locale);
  }

  // Candidate sources, best first: the guide in the answer's language, then the articles (Arabic).
  type Source = {
    citation: Citation;
    text: string;
    /** An article's plain rule in the answer's language (plain-rules/): said first when the article answers. */
    rule?: string;
    article?: RetrievedArticle;
    summary?: string;
    about?: string;
    /** An article's law (guides have none: they may always answer). */
    lawId?: string;
    arabic: boolean;
    status: 'in_force' | 'repealed';
    basis?: string;
  };
  const texts = await articleTexts(
    db,
    articles.slice(0, 3).map((a) => a.articleId),
  );
  const sources: Source[] = [
    ...shownGuides.map((hit) => ({
      citation: guideCitation(hit, locale, names),
      summary: hit.guide.summary[locale],
      text: answeringBody(hit.guide.body[locale]),
      about: hit.guide.title[locale],
      arabic: locale === 'ar',
      status: 'in_force' as const,
      basis: restsOn(hit, locale, names),
    })),
    ...articles.map((a) => {
      // A rule is said only from an article's in-force wording: none when the amended wording is not in this copy.
      const rule = a.wording === 'amended-unknown' ? null : plainRuleFor(rules, a, locale);
      return {
        citation: articleCitation(a, locale),
        text: texts.get(a.articleId) ?? a.excerpt,
        ...(rule ? { rule, summary: rule } : {}),
        // How people ask about the article (its expansion lines): the asker's words count for it, as in retrieval.
        about: (bundledExpansions().lines.get(expansionKey(a.lawId, a.articleNumber, a.bis)) ?? []).join(' '),
        article: a,
        lawId: a.lawId,
        arabic: true,
        status: statusOf(a),
      };
    }),
  ];
  // An English answer opens with English: a guide's sentence or an article's plain rule, when one answers; Arabic
  // article text comes only as a quote.
  // The best-ranked article, when it has a plain rule, is offered before the guides: its rule is written for that
  // very article, a guide's summary for its whole topic.
  const top = sources.find((x) => x.article === articles[0] && x.rule);
  if (top) sources.unshift(...sources.splice(sources.indexOf(top), 1));
  // An article whose amended wording is not in this copy never opens an answer: its text is not the law in force.
  const usable = (x: Source) => x.article?.wording !== 'amended-unknown';
  const english = locale === 'en' ? sources.filter((x) => (!x.arabic || x.rule) && usable(x)) : [];
  const ranked = [...english, ...sources.filter((x) => !english.includes(x))];
  // The answer comes from the guide or from the best article's law; other laws' articles are only listed.
  const bestLaw = articles[0]?.lawId;
  const answering = ranked
    .filter((x) => (x.lawId === undefined || x.lawId === bestLaw) && usable(x))
    .slice(0, 4);
  const englishLead = english.length > 0 ? leadFor(question, english) : null;
  const lead = englishLead ?? leadFor(question, answering);
  const chosen = lead ? (englishLead ? english : answering)[lead.source]! : ranked[0]!;
  const sentences = lead?.sentences ?? [clip(chosen.citation.excerpt)];
  const said = sentences.join(' ');
  if (chosen.article?.wording === 'amended-unknown') {
    // Nothing else answers: say first that this is not the wording in force, then quote the original as such.
    pieces.push(t.wordingUnknown(chosen.article.amendedBy));
    pieces.push(`> ${said}`);
  } else if (chosen.rule) {
    // Answer, then proof: the article's plain rule, then the paragraph of its wording that matches the question
    // (in an English answer under the source's fold, as the citation's text).
    pieces.push(chosen.rule);
    // The paragraph is found by the question's words and the Arabic rule's (an English question shares few words
    // with the Arabic statute; its rule shares many).
    const ruleAr = chosen.article ? plainRuleFor(rules, chosen.article, 'ar') : null;
    const proof = leadFor(locale === 'en' && ruleAr ? `${question} ${ruleAr}` : question, [
      { text: chosen.text },
    ]);
    const first = paragraphsOf(chosen.text)[0];
    const quote = proof ? proof.sentences.join(' ') : first ? quoteOf(first) : clip(chosen.text);
    chosen.citation = {
      ...chosen.citation,
      excerpt: quote,
      ...(proof?.label
        ? { label: `${chosen.citation.label}${locale === 'ar' ? '، ' : ', '}${t.paragraph(proof.label)}` }
        : {}),
    };
    if (locale === 'ar') pieces.push(`> ${quote}`);
  } else if (chosen.arabic && locale === 'en') {
    pieces.push(t.closest(`${chosen.citation.law}, ${chosen.citation.label}`));
    pieces.push(`> ${said}`);
  } else pieces.push(said);

  pieces.push(
    chosen.basis !== undefined
      ? `**${t.source}:** ${t.guideSource(chosen.citation.label, chosen.basis)}  \n[${t.readGuide}](${chosen.citation.url})`
      : referenceLine(chosen.citation, chosen.status, locale),
  );
  pieces.push(...unnamed, t.disclaimer);
  const citations = [chosen, ...ranked.filter((x) => x !== chosen)].map((x) => ({
    ...x.citation,
    ...(x.status === 'repealed' ? { repealed: true } : {}),
  }));
  return emit(pieces, citations, onDelta, locale);
}

/** "**المصدر:** نظام العمل — المادة ١٠٩ (نافذ)" and, on its own line, the link to the full text. */
function referenceLine(citation: Citation, status: 'in_force' | 'repealed', locale: Locale): string {
  const t = T[locale];
  return `**${t.source}:** ${citation.law} — ${citation.label} (${t.status[status]})  \n[${t.fullText}](${citation.url})`;
}

/** Each finding's article as a citation: the imported article, else the guide explaining it, else the library search. */
async function findingCitations(db: Db, review: ContractReview): Promise<Map<string, Citation>> {
  const laws = (await lawIndex(db)).laws;
  const refs = review.findings.map((f) => ({ f, law: resolveCitationLaw(laws, { lawTitle: f.law }) }));
  const ids = await articleIds(
    db,
    refs.flatMap(({ f, law }) => (law ? [{ lawId: law.id, number: Number(f.article) }] : [])),
  );
  const out = new Map<string, Citation>();
  for (const { f, law } of refs) {
    const key = `${f.law}#${f.article}`;
    if (out.has(key)) continue;
    const known = f.url?.startsWith('/library/articles/')
      ? f.url.slice('/library/articles/'.length)
      : undefined;
    const id = known ?? (law ? ids.get(`${law.id}#${f.article}`) : undefined);
    out.set(key, {
      law: lawName(f.law, law?.titleEn, review.locale),
      article: f.article,
      label: articleRef(f.article, review.locale),
      url: id
        ? libraryArticleUrl(id)
        : (f.url ?? `/library?q=${encodeURIComponent(`${f.law} ${f.article}`)}`),
      excerpt: f.why,
      kind: id ? 'article' : 'guide',
    });
  }
  return out;
}

/** A review as Markdown: the lead, each finding (risk, clause, why, basis [n], rewording), the disclaimer. */
async function formatReview(
  db: Db,
  review: ContractReview,
  locale: Locale,
  lead: string,
  onDelta: (text: string) => void,
): Promise<AnswerResult> {
  const t = T[locale];
  if (review.findings.length === 0) return emit([t.reviewNone(review), t.disclaimer], [], onDelta, locale);
  const byArticle = await findingCitations(db, review);
  const citations: Citation[] = [];
  const numberOf = new Map<string, number>();
  const pieces = [lead];
  review.findings.forEach((f, i) => {
    const key = `${f.law}#${f.article}`;
    let n = numberOf.get(key);
    if (n === undefined) {
      citations.push(byArticle.get(key)!);
      n = citations.length;
      numberOf.set(key, n);
    }
    const clause = f.clause.length > 240 ? `${f.clause.slice(0, 240)}…` : f.clause;
    const basis = citations[n - 1]!;
    pieces.push(
      [
        `${i + 1}. **${t.risk[f.risk]} — ${f.clauseNumber === 0 ? t.preamble : `${t.clause} ${num(f.clauseNumber, locale)}`}**: «${clause}»`,
        `   - ${t.why}: ${f.why}`,
        `   - ${t.basis}: ${basis.law}${locale === 'ar' ? '، ' : ', '}${articleRef(f.article, locale)} [${n}]`,
        `   - ${t.rewording}: ${f.suggestion}`,
      ].join('\n'),
    );
  });
  pieces.push(t.disclaimer);
  return emit(pieces, citations, onDelta, locale);
}

/** Numbered passages for the prompt: guides first (summary and body), then articles (newest wording first). */
async function buildPassages(
  db: Db,
  guides: GuideHit[],
  articles: RetrievedArticle[],
  locale: Locale,
  plainRules: PlainRules,
  review?: ContractReview,
): Promise<Passage[]> {
  const passages: Passage[] = [];
  const names = await lawNamer(db, locale);
  for (const hit of guides.slice(0, 2)) {
    const g = hit.guide;
    const body = g.body[locale].slice(0, PROMPT_LIMITS.passageChars);
    passages.push({
      citation: guideCitation(hit, locale, names),
      text: `Guide "${g.title[locale]}" (${restsOn(hit, locale, names)}): ${g.summary[locale]}\n${body}`,
      law: g.citations[0]!.lawTitle,
      numbers: numbersStated(`${g.summary[locale]}\n${g.body[locale]}`),
    });
  }
  const texts = await articleTexts(
    db,
    articles.map((a) => a.articleId),
  );
  for (const a of articles) {
    const text = (texts.get(a.articleId) ?? a.excerpt)
      .replace(/\s+/g, ' ')
      .slice(0, PROMPT_LIMITS.passageChars);
    const status = a.lawStatus === 'repealed' ? ' (repealed law)' : '';
    // The article's plain rule leads its passage: the model states the rule as written for the article.
    const rule = a.wording === 'amended-unknown' ? null : plainRuleFor(plainRules, a, locale);
    passages.push({
      citation: articleCitation(a, locale),
      text: `${a.lawTitle}${status} — ${a.articleLabel}: ${rule ? `(plain rule: ${rule}) ` : ''}${text}`,
      law: a.lawTitle,
      // A superseded original is shown behind its notice, but its figures are not the law in force.
      numbers: a.wording === 'amended-unknown' ? new Set() : numbersStated(`${rule ?? ''} ${text}`),
    });
  }
  if (review) {
    const byArticle = await findingCitations(db, review);
    for (const [key, citation] of byArticle) {
      if (passages.some((p) => p.citation.url === citation.url)) continue;
      const f = review.findings.find((x) => `${x.law}#${x.article}` === key)!;
      const text = `${f.law} — ${f.article}: ${f.why}`;
      passages.push({ citation, text, law: f.law, numbers: numbersStated(text) });
    }
  }
  return passages;
}

/** History (capped), then the question with the attachments' text (capped). */
function conversation(request: AnswerRequest): ModelMessage[] {
  const L = PROMPT_LIMITS;
  const history: ModelMessage[] = [];
  let budget = L.historyChars;
  for (const item of request.history.slice(-L.historyItems).reverse()) {
    // Earlier answers' [n] referred to their own sources: left in, the model would reuse the numbers.
    const raw = item.sender === 'bot' ? item.text.replace(/\s?\[\d+(?:\s*,\s*\d+)*\]/g, '') : item.text;
    const text = raw.slice(0, L.historyItemChars);
    if (text.length > budget) break;
    budget -= text.length;
    history.unshift({ role: item.sender === 'user' ? 'user' : 'assistant', content: text });
  }
  let content = request.question;
  let left = L.attachmentChars;
  for (const a of request.attachments) {
    const text = a.text === null ? '(could not be read)' : a.text.slice(0, Math.max(left, 0));
    left -= text.length;
    content += `\n\n--- Attached file "${a.fileName}" ---\n${text}`;
    if (left <= 0) break;
  }
  return [...history, { role: 'user', content }];
}
