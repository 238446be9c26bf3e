CREATE TABLE "trial_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trial_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"session_id" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ip" text NOT NULL,
	"mode" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"message_limit" integer,
	"message_count" integer DEFAULT 0 NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trials_message_count_check" CHECK ("trials"."message_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "trial_devices" ADD CONSTRAINT "trial_devices_trial_id_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_devices_trial_id_idx" ON "trial_devices" USING btree ("trial_id");--> statement-breakpoint
CREATE INDEX "trial_devices_device_id_idx" ON "trial_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "trial_devices_session_id_idx" ON "trial_devices" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "trials_ip_idx" ON "trials" USING btree ("ip","started_at");