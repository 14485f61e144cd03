CREATE TABLE "emergency_reviews" (
	"registration_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp (3) with time zone NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp (3) with time zone,
	"note" text,
	CONSTRAINT "emergency_reviews_status_check" CHECK ("status" in ('pending', 'upheld', 'notUpheld')),
	CONSTRAINT "emergency_reviews_reviewed_check" CHECK (("emergency_reviews"."status" = 'pending') = ("emergency_reviews"."reviewed_by" is null and "emergency_reviews"."reviewed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "emergency_reviews" ADD CONSTRAINT "emergency_reviews_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_reviews" ADD CONSTRAINT "emergency_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_reviews_status_idx" ON "emergency_reviews" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("kind" in ('systemNotice', 'noticeReceived', 'registrationMade', 'evaluationReminder', 'planSubmitted', 'planApproved', 'planReturned', 'planCancelled', 'approvalAction', 'approvalUpdated', 'emergencyReviewAction', 'emergencyReviewUpdated', 'complaintUpdated', 'complaintAction', 'complaintReminder', 'complaintOverdue', 'appointmentUpdated', 'appointmentAction', 'shopRequestUpdated', 'shopRequestAction'));--> statement-breakpoint
INSERT INTO "emergency_reviews" ("registration_id", "requested_at") SELECT "id", "registered_at" FROM "registrations" WHERE "case_reason" = 'emergency' ON CONFLICT DO NOTHING;
