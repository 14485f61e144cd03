CREATE TABLE "message_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp (3) with time zone,
	CONSTRAINT "message_outbox_status_check" CHECK ("status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"box" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"link" jsonb,
	"system_notice_id" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"read_at" timestamp (3) with time zone,
	CONSTRAINT "messages_kind_check" CHECK ("kind" in ('systemNotice', 'noticeReceived', 'registrationMade', 'evaluationReminder', 'planSubmitted', 'planApproved', 'planReturned', 'planCancelled')),
	CONSTRAINT "messages_box_check" CHECK ("box" in ('system', 'personal'))
);
--> statement-breakpoint
CREATE TABLE "system_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"published_by" text NOT NULL,
	"client_request_id" text NOT NULL,
	"recipients" integer NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "system_notices_audience_check" CHECK ("audience" in ('all', 'enterprise', 'officer'))
);
--> statement-breakpoint
CREATE TABLE "inspection_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"plan_id" text NOT NULL,
	"department_code" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"issued_by" text,
	"title" text NOT NULL,
	"legal_basis" text NOT NULL,
	"item_codes" jsonb NOT NULL,
	"officers" jsonb NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"read_at" timestamp (3) with time zone,
	"acknowledged_at" timestamp (3) with time zone,
	CONSTRAINT "inspection_notices_kind_check" CHECK ("kind" in ('advance', 'door'))
);
--> statement-breakpoint
CREATE TABLE "plan_departments" (
	"plan_id" text NOT NULL,
	"department_code" text NOT NULL,
	"lead" boolean DEFAULT false NOT NULL,
	"approved_by" text,
	"approved_at" timestamp (3) with time zone,
	CONSTRAINT "plan_departments_plan_id_department_code_pk" PRIMARY KEY("plan_id","department_code")
);
--> statement-breakpoint
CREATE TABLE "plan_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text NOT NULL,
	"department_code" text NOT NULL,
	"reason" text,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "plan_events_action_check" CHECK ("action" in ('save', 'submit', 'approve', 'return', 'cancel'))
);
--> statement-breakpoint
CREATE TABLE "plan_officers" (
	"plan_id" text NOT NULL,
	"user_id" text NOT NULL,
	"drawn" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plan_officers_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "plans" DROP CONSTRAINT "plans_status_check";--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "inspects" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_targets" ADD COLUMN "drawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "type" text DEFAULT 'routine' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "item_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "draw" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "client_request_id" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "capabilities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_system_notice_id_system_notices_id_fk" FOREIGN KEY ("system_notice_id") REFERENCES "public"."system_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notices" ADD CONSTRAINT "system_notices_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_notices" ADD CONSTRAINT "inspection_notices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_notices" ADD CONSTRAINT "inspection_notices_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_notices" ADD CONSTRAINT "inspection_notices_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_notices" ADD CONSTRAINT "inspection_notices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_departments" ADD CONSTRAINT "plan_departments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_departments" ADD CONSTRAINT "plan_departments_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_departments" ADD CONSTRAINT "plan_departments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_events" ADD CONSTRAINT "plan_events_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_events" ADD CONSTRAINT "plan_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_events" ADD CONSTRAINT "plan_events_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_officers" ADD CONSTRAINT "plan_officers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_officers" ADD CONSTRAINT "plan_officers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_outbox_pending_idx" ON "message_outbox" USING btree ("next_attempt_at") WHERE "message_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "messages_user_page_idx" ON "messages" USING btree ("user_id","box","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("user_id","box") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "system_notices_request_idx" ON "system_notices" USING btree ("published_by","client_request_id");--> statement-breakpoint
CREATE INDEX "inspection_notices_enterprise_page_idx" ON "inspection_notices" USING btree ("enterprise_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "inspection_notices_department_page_idx" ON "inspection_notices" USING btree ("department_code","issued_at","id");--> statement-breakpoint
CREATE INDEX "inspection_notices_unread_idx" ON "inspection_notices" USING btree ("enterprise_id") WHERE "inspection_notices"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_notices_advance_idx" ON "inspection_notices" USING btree ("plan_id","enterprise_id") WHERE "inspection_notices"."kind" = 'advance';--> statement-breakpoint
CREATE INDEX "plan_departments_department_idx" ON "plan_departments" USING btree ("department_code","plan_id");--> statement-breakpoint
CREATE INDEX "plan_events_plan_idx" ON "plan_events" USING btree ("plan_id","at");--> statement-breakpoint
CREATE INDEX "plan_officers_user_idx" ON "plan_officers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_department_page_idx" ON "plans" USING btree ("department_code","updated_at","id");--> statement-breakpoint
CREATE INDEX "plans_page_idx" ON "plans" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_request_idx" ON "plans" USING btree ("created_by","client_request_id");--> statement-breakpoint
CREATE INDEX "registrations_plan_idx" ON "registrations" USING btree ("plan_id","enterprise_id","registered_at");--> statement-breakpoint
UPDATE "plans" SET "status" = 'cancelled' WHERE "status" = 'withdrawn';--> statement-breakpoint
INSERT INTO "plan_departments" ("plan_id", "department_code", "lead") SELECT "id", "department_code", true FROM "plans" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_type_check" CHECK ("type" in ('routine', 'special', 'joint'));--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_status_check" CHECK ("status" in ('draft', 'submitted', 'returned', 'approved', 'cancelled'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_capabilities_check" CHECK ("capabilities" <@ array['planApprover', 'supervisor']::text[]);