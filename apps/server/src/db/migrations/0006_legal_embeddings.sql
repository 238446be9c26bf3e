CREATE TABLE "legal_article_embeddings" (
	"article_id" uuid NOT NULL,
	"model" text NOT NULL,
	"dim" integer NOT NULL,
	"vector" "bytea" NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_article_embeddings_article_id_model_pk" PRIMARY KEY("article_id","model")
);
--> statement-breakpoint
ALTER TABLE "legal_article_embeddings" ADD CONSTRAINT "legal_article_embeddings_article_id_legal_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."legal_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_article_embeddings_model_idx" ON "legal_article_embeddings" USING btree ("model");