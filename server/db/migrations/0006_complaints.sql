CREATE TABLE "city_holidays" (
	"date" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "city_holidays_kind_check" CHECK ("kind" in ('dayOff', 'workedWeekendDay'))
);
--> statement-breakpoint
CREATE TABLE "complaint_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"department_code" text,
	"step" text,
	"state" text NOT NULL,
	"note" text,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "complaint_events_action_check" CHECK ("action" in ('submit', 'overdue', 'accept', 'reject', 'withdraw', 'sign', 'contact', 'requestExtension', 'decideExtension', 'reply', 'resolve', 'sendBack', 'rate', 'addInformation', 'close'))
);
--> statement-breakpoint
CREATE TABLE "complaint_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"uploaded_by" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"complaint_id" text,
	"event_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_photos_content_type_check" CHECK ("content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" text PRIMARY KEY NOT NULL,
	"complaint_number" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"created_by" text NOT NULL,
	"client_request_id" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"description" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_allowed" boolean NOT NULL,
	"subject_type" text NOT NULL,
	"registration_id" text,
	"notice_id" text,
	"notice_verified" boolean,
	"warning_kind" text,
	"no_scan" jsonb,
	"concerned_department_code" text,
	"assigned_department_code" text,
	"handler_id" text,
	"state" text NOT NULL,
	"step" text,
	"due_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone,
	"overdue_at" timestamp (3) with time zone,
	"contact_due_at" timestamp (3) with time zone,
	"contacted_at" timestamp (3) with time zone,
	"handling_started_at" timestamp (3) with time zone,
	"extension_state" text,
	"extension_working_days" integer,
	"extension_reason" text,
	"reject_reason" text,
	"duplicate_of" text,
	"rating_level" integer,
	"rating_comment" text,
	"rated_at" timestamp (3) with time zone,
	"reopen_count" integer DEFAULT 0 NOT NULL,
	"escalated" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_kind_check" CHECK ("kind" in ('complaint', 'opinion')),
	CONSTRAINT "complaints_state_check" CHECK ("state" in ('submitted', 'assigned', 'handling', 'reviewing', 'replied', 'resolved', 'notAccepted', 'duplicate', 'withdrawn')),
	CONSTRAINT "complaints_subject_check" CHECK ("subject_type" in ('registration', 'noScan', 'notice', 'warning', 'none')),
	CONSTRAINT "complaints_rating_check" CHECK ("complaints"."rating_level" is null or "complaints"."rating_level" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_capabilities_check";--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_event_id_complaint_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."complaint_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_notice_id_inspection_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."inspection_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_concerned_department_code_departments_code_fk" FOREIGN KEY ("concerned_department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assigned_department_code_departments_code_fk" FOREIGN KEY ("assigned_department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","at");--> statement-breakpoint
CREATE INDEX "complaint_events_overdue_idx" ON "complaint_events" USING btree ("action","department_code","at");--> statement-breakpoint
CREATE INDEX "complaint_photos_complaint_idx" ON "complaint_photos" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaint_photos_uploader_idx" ON "complaint_photos" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_number_idx" ON "complaints" USING btree ("complaint_number");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_request_idx" ON "complaints" USING btree ("created_by","client_request_id");--> statement-breakpoint
CREATE INDEX "complaints_enterprise_page_idx" ON "complaints" USING btree ("enterprise_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_department_page_idx" ON "complaints" USING btree ("assigned_department_code","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_page_idx" ON "complaints" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_state_page_idx" ON "complaints" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_due_idx" ON "complaints" USING btree ("due_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("kind" in ('systemNotice', 'noticeReceived', 'registrationMade', 'evaluationReminder', 'planSubmitted', 'planApproved', 'planReturned', 'planCancelled', 'complaintUpdated', 'complaintAction', 'complaintReminder', 'complaintOverdue'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_capabilities_check" CHECK ("capabilities" <@ array['planApprover', 'supervisor', 'departmentHead']::text[]);