ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "apple_sub" text;--> statement-breakpoint
-- The registration marketing choice moves into the privacy setting it always meant (emailMarketing).
UPDATE "users" SET "privacy" = jsonb_set("privacy", '{emailMarketing}', 'true'::jsonb) WHERE "marketing_opt_in" = true;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "marketing_opt_in";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_apple_sub_unique" UNIQUE("apple_sub");--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose_check" CHECK ("email_codes"."purpose" in ('verify', 'reset', 'email_change', 'unlock', 'delete_account'));