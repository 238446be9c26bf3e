CREATE TABLE "answer_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"reason" text,
	"comment" text,
	"question" text,
	"cited" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_feedback_rating_check" CHECK ("answer_feedback"."rating" in ('up', 'down')),
	CONSTRAINT "answer_feedback_reason_check" CHECK (("answer_feedback"."rating" = 'up' and "answer_feedback"."reason" is null) or ("answer_feedback"."rating" = 'down' and "answer_feedback"."reason" in ('wrong_law', 'outdated', 'not_my_question', 'unclear', 'other')))
);
--> statement-breakpoint
ALTER TABLE "answer_feedback" ADD CONSTRAINT "answer_feedback_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_feedback" ADD CONSTRAINT "answer_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_feedback_message_user_idx" ON "answer_feedback" USING btree ("message_id","user_id");