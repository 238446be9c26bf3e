import { z } from 'zod';

/** How each guide's citations stand against the imported corpus (ADR 091). */
export const GUIDE_CHECKS = ['ok', 'articles_missing', 'law_missing', 'law_repealed', 'no_corpus'] as const;
export const GuideCheckSchema = z.enum(GUIDE_CHECKS);
export type GuideCheck = z.infer<typeof GuideCheckSchema>;

const Count = z.number().int().min(0);

export const AdminContentSchema = z.object({
  corpus: z.object({
    laws: Count,
    lawsRepealed: Count,
    articles: Count,
    /** Articles by the wording the library shows: the original, an amended one, amended without the new text, repealed. */
    wordings: z.object({ original: Count, amended: Count, amendedUnknown: Count, repealed: Count }),
    /** When a law was last written by an import; null before any. */
    lastImportAt: z.iso.datetime().nullable(),
    /** Distinct terms in the database's term statistics (0: never indexed). */
    indexTerms: Count,
  }),
  /** This instance's search index: null while it is being built. */
  index: z
    .object({
      builtAt: z.iso.datetime(),
      buildMs: z.number().int().min(0),
      articles: Count,
      terms: Count,
    })
    .nullable(),
  knowledge: z.object({
    /** Imported articles that are not repealed. */
    articlesInForce: Count,
    withExpansions: Count,
    withPlainRules: Count,
  }),
  guides: z.array(
    z.object({
      id: z.string(),
      title: z.object({ ar: z.string(), en: z.string() }),
      check: GuideCheckSchema,
      citations: z.array(
        z.object({ lawTitle: z.string(), lawId: z.string().nullable(), missing: z.array(z.number().int()) }),
      ),
    }),
  ),
});
export type AdminContent = z.infer<typeof AdminContentSchema>;

export const AdminReindexResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  indexTerms: Count,
});
export type AdminReindexResponse = z.infer<typeof AdminReindexResponseSchema>;
