import { z } from 'zod';
import { ASSISTANT_IDS } from './chat.ts';

/** Statute retrieval and the legal library. */

export const LAW_STATUSES = ['in_force', 'amended', 'repealed'] as const;
export const LawStatusSchema = z.enum(LAW_STATUSES).nullable();
export type LawStatus = z.infer<typeof LawStatusSchema>;

export const LegalSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(500),
  law: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type LegalSearchQuery = z.infer<typeof LegalSearchQuerySchema>;

export const LegalSearchResultSchema = z.object({
  kind: z.enum(['article', 'guide']),
  lawId: z.string(),
  lawTitle: z.string(),
  articleNumber: z.number().int(),
  articleLabel: z.string(),
  excerpt: z.string(),
  url: z.string(),
  score: z.number(),
});
export type LegalSearchResult = z.infer<typeof LegalSearchResultSchema>;

export const LegalSearchResponseSchema = z.object({ results: z.array(LegalSearchResultSchema) });
export type LegalSearchResponse = z.infer<typeof LegalSearchResponseSchema>;

export const LawSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  status: LawStatusSchema,
  articleCount: z.number().int(),
  category: z.string().nullable(),
});
export type LawSummary = z.infer<typeof LawSummarySchema>;

export const LawsResponseSchema = z.object({ laws: z.array(LawSummarySchema) });
export type LawsResponse = z.infer<typeof LawsResponseSchema>;

export const ArticleWordingSchema = z.enum(['original', 'amended', 'amended-unknown', 'repealed']);
export type ArticleWording = z.infer<typeof ArticleWordingSchema>;

export const ArticleSchema = z.object({
  id: z.string(),
  lawId: z.string(),
  number: z.number().int(),
  bis: z.boolean(),
  label: z.string(),
  part: z.string().nullable(),
  chapter: z.string().nullable(),
  textAr: z.string(),
  textEn: z.string().nullable(),
  /** The editors' amendment notes as the source gives them, oldest first. */
  amendmentNotes: z.array(z.string()),
  /** The wording in force (notes applied at import); null when repealed or when the amended wording is not in the
   * source (`wording` 'amended-unknown': `textAr` is then the superseded original). */
  currentText: z.string().nullable(),
  wording: ArticleWordingSchema,
  /** Date of the last amendment applied, as the note writes it (Hijri, "5/6/1436هـ"). */
  inForceAsOf: z.string().nullable(),
  /** The decree of the last amendment (or repeal), e.g. "المرسوم الملكي رقم (م/46)". */
  amendedBy: z.string().nullable(),
  url: z.string(),
});
export type Article = z.infer<typeof ArticleSchema>;

/** One amendment as read from the notes: what it did (`kind`) and the wording it introduced, if any. */
export const ArticleAmendmentSchema = z.object({
  decree: z.string().nullable(),
  date: z.string().nullable(),
  /** replace-article, replace-paragraph, add-paragraph, delete-paragraph, replace-phrase, add-phrase,
   * delete-phrase, add-article, article-added, repeal, no-text (decree without wording), unparsed */
  kind: z.string(),
  text: z.string().nullable(),
});
export type ArticleAmendment = z.infer<typeof ArticleAmendmentSchema>;

export const LawDetailSchema = LawSummarySchema.extend({
  url: z.string().nullable(),
  issued: z.string().nullable(),
  published: z.string().nullable(),
  issuedHijri: z.string().nullable(),
  issuedGregorian: z.string().nullable(),
  source: z.string().nullable(),
  articles: z.array(ArticleSchema),
});
export type LawDetail = z.infer<typeof LawDetailSchema>;

export const ArticleResponseSchema = ArticleSchema.extend({
  lawTitle: z.string(),
  lawStatus: LawStatusSchema,
  lawUrl: z.string().nullable(),
  /** The original text and each amendment, oldest first. */
  history: z.object({ original: z.string(), amendments: z.array(ArticleAmendmentSchema) }),
});
export type ArticleResponse = z.infer<typeof ArticleResponseSchema>;

export const LawParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const ArticleParamsSchema = z.object({ id: z.uuid() });

/** Built-in guides: plain-language explainers in both languages, citing the statutes. */
export const BilingualTextSchema = z.object({ ar: z.string(), en: z.string() });
export type BilingualText = z.infer<typeof BilingualTextSchema>;

export const GuideSummarySchema = z.object({
  id: z.string(),
  /** employment, renting, consumer, family, companies, cheques-debts, cyber, harassment, traffic, inheritance, courts… */
  topic: z.string(),
  title: BilingualTextSchema,
  summary: BilingualTextSchema,
  keywords: z.object({ ar: z.array(z.string()), en: z.array(z.string()) }),
  /** `/library/guides/:id` */
  url: z.string(),
});
export type GuideSummary = z.infer<typeof GuideSummarySchema>;

export const GuidesQuerySchema = z.object({ topic: z.string().trim().min(1).max(50).optional() });
export const GuidesResponseSchema = z.object({ guides: z.array(GuideSummarySchema) });
export type GuidesResponse = z.infer<typeof GuidesResponseSchema>;

export const GuideCitationSchema = z.object({
  /** Arabic title as the guide writes it (the corpus title). */
  lawTitle: z.string(),
  /** The imported law it resolves to; null when no corpus is imported. */
  lawId: z.string().nullable(),
  articles: z.array(
    z.object({
      number: z.number().int(),
      /** The imported article and its library page (`/library/articles/:id`); null when not imported. */
      articleId: z.string().nullable(),
      url: z.string().nullable(),
    }),
  ),
});
export type GuideCitation = z.infer<typeof GuideCitationSchema>;

export const GuideDetailSchema = GuideSummarySchema.extend({
  /** Markdown (## headings, lists, **bold**). */
  body: BilingualTextSchema,
  citations: z.array(GuideCitationSchema),
});
export type GuideDetail = z.infer<typeof GuideDetailSchema>;

export const GuideParamsSchema = z.object({
  id: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
});

/** The assistants ("gems") of the chat sidebar; ids are ASSISTANT_IDS (chat.ts). */
export const AssistantSummarySchema = z.object({
  id: z.enum(ASSISTANT_IDS),
  name: BilingualTextSchema,
  description: BilingualTextSchema,
});
export type AssistantSummary = z.infer<typeof AssistantSummarySchema>;
export const AssistantsResponseSchema = z.object({ assistants: z.array(AssistantSummarySchema) });
export type AssistantsResponse = z.infer<typeof AssistantsResponseSchema>;

/** Contract review (assistant `contract_review`): clause-by-clause findings, also the input of the DOCX/PDF export. */
export const CONTRACT_RISKS = ['high', 'medium', 'low'] as const;
export const ContractFindingSchema = z.object({
  /** The rule that fired (stable id), or `llm` for a model's finding. */
  rule: z.string(),
  risk: z.enum(CONTRACT_RISKS),
  /** 1-based clause number in the split contract (0: the preamble before the first numbered clause), and its text. */
  clauseNumber: z.number().int(),
  clause: z.string(),
  /** Why it is a risk, in the review's language. */
  why: z.string(),
  /** The statute it rests on. */
  law: z.string(),
  article: z.string(),
  /** `/library/articles/:id` when the corpus is imported, else the guide that explains it, else null. */
  url: z.string().nullable(),
  suggestion: z.string(),
});
export type ContractFinding = z.infer<typeof ContractFindingSchema>;
export const ContractReviewSchema = z.object({
  locale: z.enum(['ar', 'en']),
  kind: z.enum(['employment', 'lease', 'service', 'other']),
  clauses: z.number().int(),
  findings: z.array(ContractFindingSchema),
});
export type ContractReview = z.infer<typeof ContractReviewSchema>;
