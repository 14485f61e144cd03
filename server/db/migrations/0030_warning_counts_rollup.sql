-- First, before any lock on the tables below: no fold runs until this commits (one that started waits on
-- nothing here and is waited for), so none moves changes out from under the count of what is stored.
SELECT pg_advisory_xact_lock(73110014);
--> statement-breakpoint
CREATE TABLE "enterprise_day_stats" (
	"enterprise_id" text NOT NULL,
	"day" date NOT NULL,
	"department_code" text NOT NULL,
	"inspections" integer DEFAULT 0 NOT NULL,
	"case_specific" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enterprise_day_stats_enterprise_id_day_department_code_pk" PRIMARY KEY("enterprise_id","day","department_code")
);
--> statement-breakpoint
ALTER TABLE "inspection_stat_changes" ADD COLUMN "booked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "inspection_stat_changes_enterprise_idx" ON "inspection_stat_changes" USING btree ("enterprise_id","day");--> statement-breakpoint
-- A registration's changes now say whether it answers an appointment the enterprise booked.
CREATE OR REPLACE FUNCTION record_inspection_stat_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, late, frequency_warned, booked)
    SELECT d.day, extract(year from d.day)::int, o.department_code, coalesce(dist.code, ''), o.enterprise_id,
      -1, -(o.type = 'routine')::int, -(o.type = 'triggered')::int, -(o.type = 'case')::int, -(o.no_findings)::int, -o.problem_count, -(o.scan_id is not null)::int, -(o.late)::int, -(o.frequency_warned)::int,
      -(EXISTS (SELECT 1 FROM appointments a WHERE a.registration_id = o.id))::int
    FROM old_rows o
    CROSS JOIN LATERAL (SELECT (o.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
    LEFT JOIN enterprises e ON e.id = o.enterprise_id
    LEFT JOIN regions r ON r.code = e.region_code
    LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, late, frequency_warned, booked)
    SELECT d.day, extract(year from d.day)::int, n.department_code, coalesce(dist.code, ''), n.enterprise_id,
      1, (n.type = 'routine')::int, (n.type = 'triggered')::int, (n.type = 'case')::int, (n.no_findings)::int, n.problem_count, (n.scan_id is not null)::int, (n.late)::int, (n.frequency_warned)::int,
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
-- An appointment linked to (or unlinked from) the registration that answered it: only `booked` changes.
CREATE FUNCTION record_booked_stat_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, late, frequency_warned, booked)
    SELECT d.day, extract(year from d.day)::int, x.department_code, '', x.enterprise_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, c.booked
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.registration_id, -1), (n.registration_id, 1)) c(registration_id, booked)
    JOIN registrations x ON x.id = c.registration_id
    CROSS JOIN LATERAL (SELECT (x.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
    WHERE o.registration_id IS DISTINCT FROM n.registration_id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, late, frequency_warned, booked)
    SELECT d.day, extract(year from d.day)::int, x.department_code, '', x.enterprise_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1
    FROM old_rows o JOIN registrations x ON x.id = o.registration_id
    CROSS JOIN LATERAL (SELECT (x.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d;
  ELSE
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, late, frequency_warned, booked)
    SELECT d.day, extract(year from d.day)::int, x.department_code, '', x.enterprise_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
    FROM new_rows n JOIN registrations x ON x.id = n.registration_id
    CROSS JOIN LATERAL (SELECT (x.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_booked_insert AFTER INSERT ON appointments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_booked_stat_changes();
--> statement-breakpoint
CREATE TRIGGER appointments_booked_update AFTER UPDATE ON appointments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_booked_stat_changes();
--> statement-breakpoint
CREATE TRIGGER appointments_booked_delete AFTER DELETE ON appointments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_booked_stat_changes();
--> statement-breakpoint
-- Folding fills the enterprises' days too; changes of `booked` alone (no inspection) leave the other stats alone.
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
    INSERT INTO inspection_stats (day, department_code, district_code, inspections, routine, triggered, case_specific, no_findings, problems, scanned, late, frequency_warned)
    SELECT day, department_code, district_code, sum(inspections), sum(routine), sum(triggered), sum(case_specific), sum(no_findings), sum(problems), sum(scanned), sum(late), sum(frequency_warned) FROM taken WHERE inspections <> 0 GROUP BY day, department_code, district_code
    ON CONFLICT (department_code, day, district_code) DO UPDATE SET inspections = inspection_stats.inspections + excluded.inspections, routine = inspection_stats.routine + excluded.routine, triggered = inspection_stats.triggered + excluded.triggered, case_specific = inspection_stats.case_specific + excluded.case_specific, no_findings = inspection_stats.no_findings + excluded.no_findings, problems = inspection_stats.problems + excluded.problems, scanned = inspection_stats.scanned + excluded.scanned, late = inspection_stats.late + excluded.late, frequency_warned = inspection_stats.frequency_warned + excluded.frequency_warned
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
--> statement-breakpoint
-- The registrations stored before this migration, less the changes not yet folded (folding adds those).
INSERT INTO enterprise_day_stats (enterprise_id, day, department_code, inspections, case_specific, booked)
SELECT enterprise_id, day, department_code, sum(inspections), sum(case_specific), sum(booked)
FROM (
  SELECT x.enterprise_id, (x.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day, x.department_code,
    1 AS inspections, (x.type = 'case')::int AS case_specific, (a.registration_id IS NOT NULL)::int AS booked
  FROM registrations x LEFT JOIN appointments a ON a.registration_id = x.id
  UNION ALL
  SELECT enterprise_id, day, department_code, -inspections, -case_specific, -booked FROM inspection_stat_changes
) counted
GROUP BY enterprise_id, day, department_code;
--> statement-breakpoint
-- Built once the days are in.
CREATE INDEX "enterprise_day_stats_day_idx" ON "enterprise_day_stats" USING btree ("day","enterprise_id");
