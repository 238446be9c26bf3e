ALTER TABLE "conversations" ADD COLUMN "leaf_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_parent_id_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_parent_idx" ON "messages" USING btree ("parent_id");--> statement-breakpoint
-- Conversations stored before branches were one line: each message follows the one before it.
UPDATE "messages" SET "parent_id" = "ordered"."previous" FROM (SELECT "id", lag("id") OVER (PARTITION BY "conversation_id" ORDER BY "created_at", "id") AS "previous" FROM "messages") AS "ordered" WHERE "messages"."id" = "ordered"."id" AND "ordered"."previous" IS NOT NULL;--> statement-breakpoint
UPDATE "conversations" SET "leaf_id" = (SELECT "m"."id" FROM "messages" "m" WHERE "m"."conversation_id" = "conversations"."id" ORDER BY "m"."created_at" DESC, "m"."id" DESC LIMIT 1);
