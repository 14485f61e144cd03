CREATE TABLE "appointment_calendars" (
	"department_code" text PRIMARY KEY NOT NULL,
	"kinds" text[] NOT NULL,
	"weekly_slots" text[] NOT NULL,
	"daily_capacity" integer NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "appointment_calendars_capacity_check" CHECK ("appointment_calendars"."daily_capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "appointment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"note" text,
	"slot_date" text,
	"slot_period" text,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "appointment_events_action_check" CHECK ("action" in ('edit', 'cancel', 'confirm', 'propose', 'decline', 'cancelByDepartment', 'acceptProposal', 'declineProposal', 'complete', 'expire', 'rate', 'book'))
);
--> statement-breakpoint
CREATE TABLE "appointment_officers" (
	"appointment_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "appointment_officers_appointment_id_user_id_pk" PRIMARY KEY("appointment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_number" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"department_code" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"follows_registration_id" text,
	"preferred_slots" jsonb NOT NULL,
	"slot_date" text,
	"slot_period" text,
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"description" text NOT NULL,
	"reason" text,
	"answer_due_at" timestamp (3) with time zone,
	"registration_id" text,
	"visit_id" text,
	"relaunched_from" text,
	"rating" integer,
	"rating_comment" text,
	"created_by" text NOT NULL,
	"client_request_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "appointments_appointment_number_unique" UNIQUE("appointment_number"),
	CONSTRAINT "appointments_kind_check" CHECK ("kind" in ('recheck', 'guidance', 'licensing')),
	CONSTRAINT "appointments_state_check" CHECK ("state" in ('requested', 'confirmed', 'rescheduled', 'declined', 'cancelled', 'completed', 'expired')),
	CONSTRAINT "appointments_rating_check" CHECK ("appointments"."rating" is null or "appointments"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "appointment_calendars" ADD CONSTRAINT "appointment_calendars_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_officers" ADD CONSTRAINT "appointment_officers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_officers" ADD CONSTRAINT "appointment_officers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_follows_registration_id_registrations_id_fk" FOREIGN KEY ("follows_registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_events_appointment_idx" ON "appointment_events" USING btree ("appointment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_request_idx" ON "appointments" USING btree ("created_by","client_request_id");--> statement-breakpoint
CREATE INDEX "appointments_enterprise_idx" ON "appointments" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_department_idx" ON "appointments" USING btree ("department_code","state","created_at");--> statement-breakpoint
CREATE INDEX "appointments_due_idx" ON "appointments" USING btree ("answer_due_at") WHERE "appointments"."answer_due_at" is not null;--> statement-breakpoint
CREATE INDEX "appointments_day_idx" ON "appointments" USING btree ("department_code","slot_date") WHERE "appointments"."state" in ('confirmed', 'completed');--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("kind" in ('systemNotice', 'noticeReceived', 'registrationMade', 'evaluationReminder', 'planSubmitted', 'planApproved', 'planReturned', 'planCancelled', 'complaintUpdated', 'complaintAction', 'complaintReminder', 'complaintOverdue', 'appointmentUpdated', 'appointmentAction'));