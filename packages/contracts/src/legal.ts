import { z } from 'zod';

/** Statute retrieval and the legal library (DESIGN.md section 6, issue 5). */

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
  /** Amendment history, newest first: the first entry holds the wording in force when the source separates it. */
  amendmentNotes: z.array(z.string()),
  url: z.string(),
});
export type Article = z.infer<typeof ArticleSchema>;

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
});
export type ArticleResponse = z.infer<typeof ArticleResponseSchema>;

export const LawParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const ArticleParamsSchema = z.object({ id: z.uuid() });
