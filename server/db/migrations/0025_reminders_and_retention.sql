CREATE TABLE "evaluation_reminders" (
	"registration_id" text PRIMARY KEY NOT NULL,
	"reminded_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_reminders" ADD CONSTRAINT "evaluation_reminders_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_photos_waiting_idx" ON "appointment_photos" USING btree ("created_at") WHERE "appointment_photos"."appointment_id" is null;--> statement-breakpoint
CREATE INDEX "complaint_photos_waiting_idx" ON "complaint_photos" USING btree ("created_at") WHERE "complaint_photos"."complaint_id" is null;--> statement-breakpoint
CREATE INDEX "document_files_generated_idx" ON "document_files" USING btree ("generated_at");--> statement-breakpoint
CREATE INDEX "message_outbox_sent_idx" ON "message_outbox" USING btree ("sent_at") WHERE "message_outbox"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "plan_departments_joined_idx" ON "plan_departments" USING btree ("department_code","plan_id") WHERE not "plan_departments"."lead";--> statement-breakpoint
CREATE INDEX "registration_photos_waiting_idx" ON "registration_photos" USING btree ("created_at") WHERE "registration_photos"."problem_id" is null and "registration_photos"."removed_at" is null;