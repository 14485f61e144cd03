CREATE TABLE "code_scans" (
	"id" text PRIMARY KEY NOT NULL,
	"code_id" text,
	"enterprise_id" text NOT NULL,
	"officer_id" text NOT NULL,
	"department_code" text NOT NULL,
	"purpose" text NOT NULL,
	"source" text NOT NULL,
	"scanned_at" timestamp (3) with time zone NOT NULL,
	"checked_in_at" timestamp (3) with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"location_text" text
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"registration_id" text PRIMARY KEY NOT NULL,
	"department_code" text NOT NULL,
	"level" text NOT NULL,
	"comment" text NOT NULL,
	"first_evaluated_at" timestamp (3) with time zone NOT NULL,
	"evaluated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_items" (
	"department_code" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "inspection_items_department_code_code_pk" PRIMARY KEY("department_code","code")
);
--> statement-breakpoint
CREATE TABLE "inspection_plan_targets" (
	"plan_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	CONSTRAINT "inspection_plan_targets_plan_id_enterprise_id_pk" PRIMARY KEY("plan_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "inspection_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"department_code" text NOT NULL,
	"title" text NOT NULL,
	"legal_basis" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_rules" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"uploaded_by" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"problem_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" text NOT NULL,
	"officer_id" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"reason" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_items" (
	"registration_id" text NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"result" text NOT NULL,
	CONSTRAINT "registration_items_registration_id_position_pk" PRIMARY KEY("registration_id","position")
);
--> statement-breakpoint
CREATE TABLE "registration_problems" (
	"id" text PRIMARY KEY NOT NULL,
	"registration_id" text NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"rectification" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"department_code" text NOT NULL,
	"created_by" text NOT NULL,
	"client_request_id" text NOT NULL,
	"platform" text NOT NULL,
	"type" text NOT NULL,
	"plan_id" text,
	"legal_basis" text,
	"trigger_reason" text,
	"case_reason" text,
	"officers" jsonb NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone NOT NULL,
	"registered_at" timestamp (3) with time zone NOT NULL,
	"scan_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"location_text" text,
	"late" boolean DEFAULT false NOT NULL,
	"late_reason" text,
	"remarks" text,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"no_findings" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "registrations_registration_number_unique" UNIQUE("registration_number")
);
--> statement-breakpoint
CREATE TABLE "supervision_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" text PRIMARY KEY NOT NULL,
	"created_by" text NOT NULL,
	"department_code" text NOT NULL,
	"client_request_id" text NOT NULL,
	"enterprise_id" text,
	"outside_name" text,
	"outside_address" text,
	"outside_phone" text,
	"scan_id" text,
	"purpose" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"location_text" text,
	"notes" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_scans" ADD CONSTRAINT "code_scans_code_id_supervision_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."supervision_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_scans" ADD CONSTRAINT "code_scans_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_scans" ADD CONSTRAINT "code_scans_officer_id_users_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_scans" ADD CONSTRAINT "code_scans_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_plan_targets" ADD CONSTRAINT "inspection_plan_targets_plan_id_inspection_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."inspection_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_plan_targets" ADD CONSTRAINT "inspection_plan_targets_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_plans" ADD CONSTRAINT "inspection_plans_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_problem_id_registration_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."registration_problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_audits" ADD CONSTRAINT "registration_audits_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_audits" ADD CONSTRAINT "registration_audits_officer_id_users_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_items" ADD CONSTRAINT "registration_items_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_problems" ADD CONSTRAINT "registration_problems_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_plan_id_inspection_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."inspection_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_scan_id_code_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."code_scans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervision_codes" ADD CONSTRAINT "supervision_codes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_scan_id_code_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."code_scans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_scans_enterprise_idx" ON "code_scans" USING btree ("enterprise_id","scanned_at");--> statement-breakpoint
CREATE INDEX "code_scans_code_idx" ON "code_scans" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "evaluations_department_idx" ON "evaluations" USING btree ("department_code");--> statement-breakpoint
CREATE INDEX "inspection_plan_targets_enterprise_idx" ON "inspection_plan_targets" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "inspection_plans_department_idx" ON "inspection_plans" USING btree ("department_code","period_to");--> statement-breakpoint
CREATE INDEX "photos_problem_idx" ON "photos" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "photos_uploader_idx" ON "photos" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "registration_audits_registration_idx" ON "registration_audits" USING btree ("registration_id","at");--> statement-breakpoint
CREATE INDEX "registration_problems_registration_idx" ON "registration_problems" USING btree ("registration_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_request_idx" ON "registrations" USING btree ("created_by","client_request_id");--> statement-breakpoint
CREATE INDEX "registrations_enterprise_page_idx" ON "registrations" USING btree ("enterprise_id","registered_at","id");--> statement-breakpoint
CREATE INDEX "registrations_enterprise_department_page_idx" ON "registrations" USING btree ("enterprise_id","department_code","registered_at","id");--> statement-breakpoint
CREATE INDEX "registrations_department_page_idx" ON "registrations" USING btree ("department_code","registered_at","id");--> statement-breakpoint
CREATE INDEX "registrations_enterprise_started_idx" ON "registrations" USING btree ("enterprise_id","started_at");--> statement-breakpoint
CREATE INDEX "supervision_codes_enterprise_idx" ON "supervision_codes" USING btree ("enterprise_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supervision_codes_active_idx" ON "supervision_codes" USING btree ("enterprise_id") WHERE "supervision_codes"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "visits_request_idx" ON "visits" USING btree ("created_by","client_request_id");--> statement-breakpoint
CREATE INDEX "visits_enterprise_idx" ON "visits" USING btree ("enterprise_id");