CREATE TABLE "trial_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trial_id" uuid NOT NULL,
	"digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "trial_answers" ADD CONSTRAINT "trial_answers_trial_id_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_answers_trial_id_idx" ON "trial_answers" USING btree ("trial_id");--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;