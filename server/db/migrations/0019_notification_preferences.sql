CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"push_muted" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "notification_preferences_push_muted_check" CHECK ("push_muted" <@ array['system', 'inspections', 'plans', 'complaints', 'appointments', 'shop']::text[])
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;