import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Statutes. `search_head` (law title, part, chapter, normalised) and `search_text` (the in-force wording,
 * normalised; the original text when the amended wording is not in the corpus) are written by the importer; `tsv` is generated from them so PGlite and
 * PostgreSQL 15 index exactly the same thing. The head is weighted A so title words count more than body words.
 */
/** One amendment as the importer read it (see corpus/consolidate.ts `HistoryEntry`). */
export type ArticleAmendment = {
  decree: string | null;
  date: string | null;
  kind: string;
  text: string | null;
};

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Raw bytes: node-postgres returns a Buffer, PGlite a Uint8Array; both accept either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const legalLaws = pgTable('legal_laws', {
  id: text('id').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en'),
  status: text('status', { enum: ['in_force', 'amended', 'repealed'] }),
  url: text('url'),
  issued: text('issued'),
  published: text('published'),
  issuedHijri: text('issued_hijri'),
  issuedGregorian: text('issued_gregorian'),
  category: text('category'),
  source: text('source'),
  articleCount: integer('article_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const legalArticles = pgTable(
  'legal_articles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    lawId: text('law_id')
      .notNull()
      .references(() => legalLaws.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    bis: boolean('bis').notNull().default(false),
    label: text('label').notNull(),
    part: text('part'),
    chapter: text('chapter'),
    textAr: text('text_ar').notNull(),
    textEn: text('text_en'),
    amendmentNotes: jsonb('amendment_notes').$type<string[]>().notNull().default([]),
    /** The in-force wording (notes applied by corpus/consolidate.ts); null when repealed or not in this copy. */
    textCurrent: text('text_current'),
    wording: text('wording', { enum: ['original', 'amended', 'amended-unknown', 'repealed'] })
      .notNull()
      .default('original'),
    amendments: jsonb('amendments').$type<ArticleAmendment[]>().notNull().default([]),
    /** Date of the last amendment applied, as the note writes it (Hijri, "5/6/1436هـ"). */
    inForceAsOf: text('in_force_as_of'),
    searchHead: text('search_head').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    tsv: tsvector('tsv').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('arabic'::regconfig, search_head), 'A') || to_tsvector('arabic'::regconfig, search_text)`,
    ),
  },
  (t) => [
    uniqueIndex('legal_articles_law_number_bis_idx').on(t.lawId, t.number, t.bis),
    index('legal_articles_tsv_idx').using('gin', t.tsv),
  ],
);

/** Document frequency per lexeme, refreshed after each import: the IDF that ts_rank lacks. */
export const legalTermStats = pgTable('legal_term_stats', {
  lexeme: text('lexeme').primaryKey(),
  ndoc: integer('ndoc').notNull(),
});

/**
 * Article vectors for semantic search (optional, embeddings.ts): float32 little-endian in `bytea`, so no database
 * extension is needed. One row per article and model; `content_hash` is the SHA-256 of the text embedded, so a
 * re-import re-embeds only articles whose text changed.
 */
export const legalArticleEmbeddings = pgTable(
  'legal_article_embeddings',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => legalArticles.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    dim: integer('dim').notNull(),
    vector: bytea('vector').notNull(),
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.model] }),
    index('legal_article_embeddings_model_idx').on(t.model),
  ],
);
