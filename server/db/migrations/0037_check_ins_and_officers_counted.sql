-- First, before any lock on the tables below: no fold runs until this commits (as in 0030); then every change so far
-- is folded, so the new counts below can be taken from the registrations themselves.
SELECT pg_advisory_xact_lock(73110014);
--> statement-breakpoint
SELECT fold_inspection_stats();
--> statement-breakpoint
CREATE TABLE "officer_day_stats" (
	"day" date NOT NULL,
	"department_code" text NOT NULL,
	"officer_id" text NOT NULL,
	"inspections" integer DEFAULT 0 NOT NULL,
	"typed" integer DEFAULT 0 NOT NULL,
	"far_check_ins" integer DEFAULT 0 NOT NULL,
	"unlocated_check_ins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "officer_day_stats_department_code_day_officer_id_pk" PRIMARY KEY("department_code","day","officer_id")
);
--> statement-breakpoint
ALTER TABLE "inspection_stat_changes" ADD COLUMN "officer_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_stat_changes" ADD COLUMN "typed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_stat_changes" ADD COLUMN "far_check_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_stat_changes" ADD COLUMN "unlocated_check_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_stats" ADD COLUMN "far_check_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_stats" ADD COLUMN "unlocated_check_ins" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A registration's changes also say who registered it, whether the number was typed and how the check-in went.
CREATE OR REPLACE FUNCTION record_inspection_stat_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, licence_scanned, approved, emergency_not_upheld, late, frequency_warned, booked, officer_id, typed, far_check_ins, unlocated_check_ins)
    SELECT d.day, extract(year from d.day)::int, o.department_code, coalesce(dist.code, ''), o.enterprise_id,
      -1, -(o.type = 'routine')::int, -(o.type = 'triggered')::int, -(o.type = 'case')::int, -(o.no_findings)::int, -o.problem_count, -(o.method = 'code')::int, -(o.method = 'licence')::int, -(o.allowance_basis = 'approved')::int,
      -(o.type = 'case' AND EXISTS (SELECT 1 FROM emergency_reviews er WHERE er.registration_id = o.id AND er.status = 'notUpheld'))::int,
      -(o.late)::int, -(o.frequency_warned)::int,
      -(EXISTS (SELECT 1 FROM appointments a WHERE a.registration_id = o.id))::int,
      o.created_by, -(o.method = 'number')::int, -coalesce(s.far, false)::int, -(s.no_position_reason IS NOT NULL)::int
    FROM old_rows o
    CROSS JOIN LATERAL (SELECT (o.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
    LEFT JOIN code_scans s ON s.id = o.scan_id
    LEFT JOIN enterprises e ON e.id = o.enterprise_id
    LEFT JOIN regions r ON r.code = e.region_code
    LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, licence_scanned, approved, emergency_not_upheld, late, frequency_warned, booked, officer_id, typed, far_check_ins, unlocated_check_ins)
    SELECT d.day, extract(year from d.day)::int, n.department_code, coalesce(dist.code, ''), n.enterprise_id,
      1, (n.type = 'routine')::int, (n.type = 'triggered')::int, (n.type = 'case')::int, (n.no_findings)::int, n.problem_count, (n.method = 'code')::int, (n.method = 'licence')::int, (n.allowance_basis = 'approved')::int,
      (n.type = 'case' AND EXISTS (SELECT 1 FROM emergency_reviews er WHERE er.registration_id = n.id AND er.status = 'notUpheld'))::int,
      (n.late)::int, (n.frequency_warned)::int,
      (EXISTS (SELECT 1 FROM appointments a WHERE a.registration_id = n.id))::int,
      n.created_by, (n.method = 'number')::int, coalesce(s.far, false)::int, (s.no_position_reason IS NOT NULL)::int
    FROM new_rows n
    CROSS JOIN LATERAL (SELECT (n.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
    LEFT JOIN code_scans s ON s.id = n.scan_id
    LEFT JOIN enterprises e ON e.id = n.enterprise_id
    LEFT JOIN regions r ON r.code = e.region_code
    LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Folding fills the days' check-in counts and the officers' days too.
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
    INSERT INTO inspection_stats (day, department_code, district_code, inspections, routine, triggered, case_specific, no_findings, problems, scanned, licence_scanned, approved, emergency_not_upheld, far_check_ins, unlocated_check_ins, late, frequency_warned)
    SELECT day, department_code, district_code, sum(inspections), sum(routine), sum(triggered), sum(case_specific), sum(no_findings), sum(problems), sum(scanned), sum(licence_scanned), sum(approved), sum(emergency_not_upheld), sum(far_check_ins), sum(unlocated_check_ins), sum(late), sum(frequency_warned) FROM taken WHERE inspections <> 0 OR scanned <> 0 OR licence_scanned <> 0 OR emergency_not_upheld <> 0 OR far_check_ins <> 0 OR unlocated_check_ins <> 0 GROUP BY day, department_code, district_code
    ON CONFLICT (department_code, day, district_code) DO UPDATE SET inspections = inspection_stats.inspections + excluded.inspections, routine = inspection_stats.routine + excluded.routine, triggered = inspection_stats.triggered + excluded.triggered, case_specific = inspection_stats.case_specific + excluded.case_specific, no_findings = inspection_stats.no_findings + excluded.no_findings, problems = inspection_stats.problems + excluded.problems, scanned = inspection_stats.scanned + excluded.scanned, licence_scanned = inspection_stats.licence_scanned + excluded.licence_scanned, approved = inspection_stats.approved + excluded.approved, emergency_not_upheld = inspection_stats.emergency_not_upheld + excluded.emergency_not_upheld, far_check_ins = inspection_stats.far_check_ins + excluded.far_check_ins, unlocated_check_ins = inspection_stats.unlocated_check_ins + excluded.unlocated_check_ins, late = inspection_stats.late + excluded.late, frequency_warned = inspection_stats.frequency_warned + excluded.frequency_warned
  ), officers AS (
    INSERT INTO officer_day_stats (day, department_code, officer_id, inspections, typed, far_check_ins, unlocated_check_ins)
    SELECT day, department_code, officer_id, sum(inspections), sum(typed), sum(far_check_ins), sum(unlocated_check_ins)
    FROM taken WHERE officer_id <> '' AND (inspections <> 0 OR typed <> 0 OR far_check_ins <> 0 OR unlocated_check_ins <> 0)
    GROUP BY day, department_code, officer_id
    ON CONFLICT (department_code, day, officer_id) DO UPDATE SET
      inspections = officer_day_stats.inspections + excluded.inspections,
      typed = officer_day_stats.typed + excluded.typed,
      far_check_ins = officer_day_stats.far_check_ins + excluded.far_check_ins,
      unlocated_check_ins = officer_day_stats.unlocated_check_ins + excluded.unlocated_check_ins
  ), years AS (
    INSERT INTO enterprise_year_stats (year, department_code, enterprise_id, inspections, capped)
    SELECT year, department_code, enterprise_id, sum(inspections), sum(inspections - case_specific + emergency_not_upheld)
    FROM taken WHERE inspections <> 0 OR emergency_not_upheld <> 0 GROUP BY year, department_code, enterprise_id
    ON CONFLICT (year, department_code, enterprise_id) DO UPDATE SET
      inspections = enterprise_year_stats.inspections + excluded.inspections,
      capped = enterprise_year_stats.capped + excluded.capped
  ), enterprise_days AS (
    INSERT INTO enterprise_day_stats (enterprise_id, day, department_code, inspections, case_specific, emergency_not_upheld, booked)
    SELECT enterprise_id, day, department_code, sum(inspections), sum(case_specific), sum(emergency_not_upheld), sum(booked)
    FROM taken GROUP BY enterprise_id, day, department_code
    ON CONFLICT (enterprise_id, day, department_code) DO UPDATE SET
      inspections = enterprise_day_stats.inspections + excluded.inspections,
      case_specific = enterprise_day_stats.case_specific + excluded.case_specific,
      emergency_not_upheld = enterprise_day_stats.emergency_not_upheld + excluded.emergency_not_upheld,
      booked = enterprise_day_stats.booked + excluded.booked
  )
  SELECT count(*) INTO folded FROM taken;
  RETURN folded;
END $$;
--> statement-breakpoint
-- The registrations stored before this migration (every change of theirs is folded above).
INSERT INTO officer_day_stats (day, department_code, officer_id, inspections, typed, far_check_ins, unlocated_check_ins)
SELECT (x.started_at AT TIME ZONE 'Asia/Shanghai')::date, x.department_code, x.created_by, count(*),
  count(*) FILTER (WHERE x.method = 'number'), count(*) FILTER (WHERE s.far), count(*) FILTER (WHERE s.no_position_reason IS NOT NULL)
FROM registrations x LEFT JOIN code_scans s ON s.id = x.scan_id
GROUP BY 1, 2, 3;
--> statement-breakpoint
UPDATE inspection_stats t SET far_check_ins = c.far, unlocated_check_ins = c.unlocated
FROM (
  SELECT (x.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day, x.department_code, coalesce(dist.code, '') AS district_code,
    count(*) FILTER (WHERE s.far) AS far, count(*) FILTER (WHERE s.no_position_reason IS NOT NULL) AS unlocated
  FROM registrations x
  JOIN code_scans s ON s.id = x.scan_id
  LEFT JOIN enterprises e ON e.id = x.enterprise_id
    LEFT JOIN regions r ON r.code = e.region_code
    LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true
  GROUP BY 1, 2, 3
) c
WHERE t.day = c.day AND t.department_code = c.department_code AND t.district_code = c.district_code;
