ALTER TABLE "legal_articles" ADD COLUMN "text_current" text;--> statement-breakpoint
ALTER TABLE "legal_articles" ADD COLUMN "wording" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_articles" ADD COLUMN "amendments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_articles" ADD COLUMN "in_force_as_of" text;