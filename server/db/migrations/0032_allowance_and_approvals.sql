-- First, before any lock on the tables below: no fold runs until this commits (as in 0030).
SELECT pg_advisory_xact_lock(73110014);
--> statement-breakpoint
CREATE TABLE "inspection_approvals" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"department_code" text NOT NULL,
	"item_codes" text[] NOT NULL,
	"reason" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"client_request_id" text NOT NULL,
	"requested_at" timestamp (3) with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp (3) with time zone,
	"decision_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "inspection_approvals_status_check" CHECK ("status" in ('requested', 'approved', 'refused', 'withdrawn')),
	CONSTRAINT "inspection_approvals_window_check" CHECK ("inspection_approvals"."valid_from" <= "inspection_approvals"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_case_reason_check";--> statement-breakpoint
ALTER TABLE "inspection_stat_changes" ADD COLUMN "licence_scanned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_stat_changes" ADD COLUMN "approved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_stats" ADD COLUMN "licence_scanned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_stats" ADD COLUMN "approved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "case_reference" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "method" text DEFAULT 'number' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "typed_reason" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "allowance_basis" text DEFAULT 'within' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "approval_id" text;--> statement-breakpoint
ALTER TABLE "inspection_approvals" ADD CONSTRAINT "inspection_approvals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_approvals" ADD CONSTRAINT "inspection_approvals_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_approvals" ADD CONSTRAINT "inspection_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_approvals" ADD CONSTRAINT "inspection_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_approvals_request_idx" ON "inspection_approvals" USING btree ("requested_by","client_request_id");--> statement-breakpoint
CREATE INDEX "inspection_approvals_department_idx" ON "inspection_approvals" USING btree ("department_code","requested_at","id");--> statement-breakpoint
CREATE INDEX "inspection_approvals_requester_idx" ON "inspection_approvals" USING btree ("requested_by","requested_at","id");--> statement-breakpoint
CREATE INDEX "inspection_approvals_enterprise_idx" ON "inspection_approvals" USING btree ("enterprise_id","department_code","status");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_approval_id_inspection_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."inspection_approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_approval_idx" ON "registrations" USING btree ("approval_id") WHERE "registrations"."approval_id" is not null;--> statement-breakpoint
CREATE INDEX "registrations_department_basis_idx" ON "registrations" USING btree ("allowance_basis","department_code","registered_at","id") WHERE "registrations"."allowance_basis" <> 'within';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("kind" in ('systemNotice', 'noticeReceived', 'registrationMade', 'evaluationReminder', 'planSubmitted', 'planApproved', 'planReturned', 'planCancelled', 'approvalAction', 'approvalUpdated', 'complaintUpdated', 'complaintAction', 'complaintReminder', 'complaintOverdue', 'appointmentUpdated', 'appointmentAction', 'shopRequestUpdated', 'shopRequestAction'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_method_check" CHECK ("method" in ('code', 'licence', 'number'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_typed_reason_check" CHECK ("typed_reason" in ('codeUnavailable', 'cameraFailed', 'codeUnreadable', 'other'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_allowance_basis_check" CHECK ("allowance_basis" in ('within', 'excepted', 'approved'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_case_reason_check" CHECK ("case_reason" in ('complaint', 'recheck', 'enterprise_request', 'licensing', 'referral', 'emergency'));
--> statement-breakpoint
-- How each stored registration was made, from its scan; case-specific ones are the excepted kinds. Written with
-- the statement triggers off: the counts are corrected below, once, instead of a change row per registration.
ALTER TABLE "registrations" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "registrations" r SET "method" = CASE s."source" WHEN 'code' THEN 'code' WHEN 'licence' THEN 'licence' ELSE 'number' END
FROM "code_scans" s WHERE s."id" = r."scan_id" AND s."source" <> 'manual';
--> statement-breakpoint
UPDATE "registrations" SET "allowance_basis" = 'excepted' WHERE "type" = 'case';
--> statement-breakpoint
ALTER TABLE "registrations" ENABLE TRIGGER USER;
--> statement-breakpoint
-- `scanned` counted every registration with a scan, typed numbers and licences among them: now only the code's.
INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, licence_scanned, approved, late, frequency_warned, booked)
SELECT d.day, extract(year from d.day)::int, x.department_code, coalesce(dist.code, ''), x.enterprise_id,
  0, 0, 0, 0, 0, 0, -1, (x.method = 'licence')::int, 0, 0, 0, 0
FROM registrations x
CROSS JOIN LATERAL (SELECT (x.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
LEFT JOIN enterprises e ON e.id = x.enterprise_id
LEFT JOIN regions r ON r.code = e.region_code
LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true
WHERE x.scan_id IS NOT NULL AND x.method <> 'code';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_inspection_stat_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, licence_scanned, approved, late, frequency_warned, booked)
    SELECT d.day, extract(year from d.day)::int, o.department_code, coalesce(dist.code, ''), o.enterprise_id,
      -1, -(o.type = 'routine')::int, -(o.type = 'triggered')::int, -(o.type = 'case')::int, -(o.no_findings)::int, -o.problem_count, -(o.method = 'code')::int, -(o.method = 'licence')::int, -(o.allowance_basis = 'approved')::int, -(o.late)::int, -(o.frequency_warned)::int,
      -(EXISTS (SELECT 1 FROM appointments a WHERE a.registration_id = o.id))::int
    FROM old_rows o
    CROSS JOIN LATERAL (SELECT (o.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
    LEFT JOIN enterprises e ON e.id = o.enterprise_id
    LEFT JOIN regions r ON r.code = e.region_code
    LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, licence_scanned, approved, late, frequency_warned, booked)
    SELECT d.day, extract(year from d.day)::int, n.department_code, coalesce(dist.code, ''), n.enterprise_id,
      1, (n.type = 'routine')::int, (n.type = 'triggered')::int, (n.type = 'case')::int, (n.no_findings)::int, n.problem_count, (n.method = 'code')::int, (n.method = 'licence')::int, (n.allowance_basis = 'approved')::int, (n.late)::int, (n.frequency_warned)::int,
      (EXISTS (SELECT 1 FROM appointments a WHERE a.registration_id = n.id))::int
    FROM new_rows n
    CROSS JOIN LATERAL (SELECT (n.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
    LEFT JOIN enterprises e ON e.id = n.enterprise_id
    LEFT JOIN regions r ON r.code = e.region_code
    LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Folding now also takes changes of how a registration was made alone (the correction above, a method changed).
CREATE OR REPLACE FUNCTION fold_inspection_stats() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(73110014) THEN
    RETURN 0;
  END IF;
  WITH taken AS (
    DELETE FROM inspection_stat_changes RETURNING *
  ), days AS (
    INSERT INTO inspection_stats (day, department_code, district_code, inspections, routine, triggered, case_specific, no_findings, problems, scanned, licence_scanned, approved, late, frequency_warned)
    SELECT day, department_code, district_code, sum(inspections), sum(routine), sum(triggered), sum(case_specific), sum(no_findings), sum(problems), sum(scanned), sum(licence_scanned), sum(approved), sum(late), sum(frequency_warned) FROM taken WHERE inspections <> 0 OR scanned <> 0 OR licence_scanned <> 0 GROUP BY day, department_code, district_code
    ON CONFLICT (department_code, day, district_code) DO UPDATE SET inspections = inspection_stats.inspections + excluded.inspections, routine = inspection_stats.routine + excluded.routine, triggered = inspection_stats.triggered + excluded.triggered, case_specific = inspection_stats.case_specific + excluded.case_specific, no_findings = inspection_stats.no_findings + excluded.no_findings, problems = inspection_stats.problems + excluded.problems, scanned = inspection_stats.scanned + excluded.scanned, licence_scanned = inspection_stats.licence_scanned + excluded.licence_scanned, approved = inspection_stats.approved + excluded.approved, late = inspection_stats.late + excluded.late, frequency_warned = inspection_stats.frequency_warned + excluded.frequency_warned
  ), years AS (
    INSERT INTO enterprise_year_stats (year, department_code, enterprise_id, inspections, capped)
    SELECT year, department_code, enterprise_id, sum(inspections), sum(inspections - case_specific)
    FROM taken WHERE inspections <> 0 GROUP BY year, department_code, enterprise_id
    ON CONFLICT (year, department_code, enterprise_id) DO UPDATE SET
      inspections = enterprise_year_stats.inspections + excluded.inspections,
      capped = enterprise_year_stats.capped + excluded.capped
  ), enterprise_days AS (
    INSERT INTO enterprise_day_stats (enterprise_id, day, department_code, inspections, case_specific, booked)
    SELECT enterprise_id, day, department_code, sum(inspections), sum(case_specific), sum(booked)
    FROM taken GROUP BY enterprise_id, day, department_code
    ON CONFLICT (enterprise_id, day, department_code) DO UPDATE SET
      inspections = enterprise_day_stats.inspections + excluded.inspections,
      case_specific = enterprise_day_stats.case_specific + excluded.case_specific,
      booked = enterprise_day_stats.booked + excluded.booked
  )
  SELECT count(*) INTO folded FROM taken;
  RETURN folded;
END $$;
