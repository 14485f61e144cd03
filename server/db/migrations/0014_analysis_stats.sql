CREATE TABLE "enterprise_year_stats" (
	"year" integer NOT NULL,
	"department_code" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"inspections" integer DEFAULT 0 NOT NULL,
	"capped" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enterprise_year_stats_year_department_code_enterprise_id_pk" PRIMARY KEY("year","department_code","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "inspection_stat_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_stat_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"year" integer NOT NULL,
	"department_code" text NOT NULL,
	"district_code" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"inspections" integer NOT NULL,
	"routine" integer NOT NULL,
	"triggered" integer NOT NULL,
	"case_specific" integer NOT NULL,
	"no_findings" integer NOT NULL,
	"problems" integer NOT NULL,
	"scanned" integer NOT NULL,
	"late" integer NOT NULL,
	"frequency_warned" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_stats" (
	"day" date NOT NULL,
	"department_code" text NOT NULL,
	"district_code" text NOT NULL,
	"inspections" integer DEFAULT 0 NOT NULL,
	"routine" integer DEFAULT 0 NOT NULL,
	"triggered" integer DEFAULT 0 NOT NULL,
	"case_specific" integer DEFAULT 0 NOT NULL,
	"no_findings" integer DEFAULT 0 NOT NULL,
	"problems" integer DEFAULT 0 NOT NULL,
	"scanned" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"frequency_warned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inspection_stats_department_code_day_district_code_pk" PRIMARY KEY("department_code","day","district_code")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "frequency_warned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "enterprise_year_stats_capped_idx" ON "enterprise_year_stats" USING btree ("year","department_code","capped");--> statement-breakpoint
CREATE INDEX "enterprise_year_stats_top_idx" ON "enterprise_year_stats" USING btree ("year","inspections");--> statement-breakpoint
CREATE INDEX "inspection_stats_day_idx" ON "inspection_stats" USING btree ("day");
--> statement-breakpoint
-- Every write to registrations appends what it changes in the counts (a correction: the old row negated, the new one).
CREATE FUNCTION record_inspection_stat_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, late, frequency_warned)
    SELECT d.day, extract(year from d.day)::int, o.department_code, coalesce(dist.code, ''), o.enterprise_id,
      -1, -(o.type = 'routine')::int, -(o.type = 'triggered')::int, -(o.type = 'case')::int, -(o.no_findings)::int, -o.problem_count, -(o.scan_id is not null)::int, -(o.late)::int, -(o.frequency_warned)::int
    FROM old_rows o
    CROSS JOIN LATERAL (SELECT (o.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
    LEFT JOIN enterprises e ON e.id = o.enterprise_id
    LEFT JOIN regions r ON r.code = e.region_code
    LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, late, frequency_warned)
    SELECT d.day, extract(year from d.day)::int, n.department_code, coalesce(dist.code, ''), n.enterprise_id,
      1, (n.type = 'routine')::int, (n.type = 'triggered')::int, (n.type = 'case')::int, (n.no_findings)::int, n.problem_count, (n.scan_id is not null)::int, (n.late)::int, (n.frequency_warned)::int
    FROM new_rows n
    CROSS JOIN LATERAL (SELECT (n.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
    LEFT JOIN enterprises e ON e.id = n.enterprise_id
    LEFT JOIN regions r ON r.code = e.region_code
    LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER registrations_stats_insert AFTER INSERT ON registrations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_inspection_stat_changes();
--> statement-breakpoint
CREATE TRIGGER registrations_stats_update AFTER UPDATE ON registrations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_inspection_stat_changes();
--> statement-breakpoint
CREATE TRIGGER registrations_stats_delete AFTER DELETE ON registrations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_inspection_stat_changes();
--> statement-breakpoint
-- Moves the appended changes into the stats; one fold at a time (another caller returns at once).
CREATE FUNCTION fold_inspection_stats() RETURNS integer LANGUAGE plpgsql AS $$
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
    SELECT day, department_code, district_code, sum(inspections), sum(routine), sum(triggered), sum(case_specific), sum(no_findings), sum(problems), sum(scanned), sum(late), sum(frequency_warned) FROM taken GROUP BY day, department_code, district_code
    ON CONFLICT (department_code, day, district_code) DO UPDATE SET inspections = inspection_stats.inspections + excluded.inspections, routine = inspection_stats.routine + excluded.routine, triggered = inspection_stats.triggered + excluded.triggered, case_specific = inspection_stats.case_specific + excluded.case_specific, no_findings = inspection_stats.no_findings + excluded.no_findings, problems = inspection_stats.problems + excluded.problems, scanned = inspection_stats.scanned + excluded.scanned, late = inspection_stats.late + excluded.late, frequency_warned = inspection_stats.frequency_warned + excluded.frequency_warned
  ), years AS (
    INSERT INTO enterprise_year_stats (year, department_code, enterprise_id, inspections, capped)
    SELECT year, department_code, enterprise_id, sum(inspections), sum(inspections - case_specific)
    FROM taken GROUP BY year, department_code, enterprise_id
    ON CONFLICT (year, department_code, enterprise_id) DO UPDATE SET
      inspections = enterprise_year_stats.inspections + excluded.inspections,
      capped = enterprise_year_stats.capped + excluded.capped
  )
  SELECT count(*) INTO folded FROM taken;
  RETURN folded;
END $$;
--> statement-breakpoint
-- The registrations stored before this migration.
INSERT INTO inspection_stats (day, department_code, district_code, inspections, routine, triggered, case_specific, no_findings, problems, scanned, late, frequency_warned)
SELECT g.day, g.department_code, g.district_code, sum(1), sum((g.type = 'routine')::int), sum((g.type = 'triggered')::int), sum((g.type = 'case')::int), sum((g.no_findings)::int), sum(g.problem_count), sum((g.scan_id is not null)::int), sum((g.late)::int), sum((g.frequency_warned)::int)
FROM (
  SELECT (x.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day, coalesce(CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END, '') AS district_code, x.*
  FROM registrations x
  LEFT JOIN enterprises e ON e.id = x.enterprise_id
  LEFT JOIN regions r ON r.code = e.region_code
) g
GROUP BY g.day, g.department_code, g.district_code;
--> statement-breakpoint
INSERT INTO enterprise_year_stats (year, department_code, enterprise_id, inspections, capped)
SELECT extract(year from (started_at AT TIME ZONE 'Asia/Shanghai'))::int, department_code, enterprise_id,
  count(*), count(*) FILTER (WHERE type <> 'case')
FROM registrations
GROUP BY 1, 2, 3;
