CREATE TABLE "legal_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"law_id" text NOT NULL,
	"number" integer NOT NULL,
	"bis" boolean DEFAULT false NOT NULL,
	"label" text NOT NULL,
	"part" text,
	"chapter" text,
	"text_ar" text NOT NULL,
	"text_en" text,
	"amendment_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_head" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('arabic'::regconfig, search_head), 'A') || to_tsvector('arabic'::regconfig, search_text)) STORED
);
--> statement-breakpoint
CREATE TABLE "legal_laws" (
	"id" text PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text,
	"status" text,
	"url" text,
	"issued" text,
	"published" text,
	"issued_hijri" text,
	"issued_gregorian" text,
	"category" text,
	"source" text,
	"article_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_term_stats" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"ndoc" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_articles" ADD CONSTRAINT "legal_articles_law_id_legal_laws_id_fk" FOREIGN KEY ("law_id") REFERENCES "public"."legal_laws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_articles_law_number_bis_idx" ON "legal_articles" USING btree ("law_id","number","bis");--> statement-breakpoint
CREATE INDEX "legal_articles_tsv_idx" ON "legal_articles" USING gin ("tsv");