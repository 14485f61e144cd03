CREATE TABLE "complaint_stat_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_stat_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"department_code" text NOT NULL,
	"received" integer NOT NULL,
	"resolved" integer NOT NULL,
	"reopened" integer NOT NULL,
	"decided" integer NOT NULL,
	"decided_on_time" integer NOT NULL,
	"handling_ms" bigint NOT NULL,
	"overdue_reported" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_stats" (
	"day" date NOT NULL,
	"department_code" text NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	"reopened" integer DEFAULT 0 NOT NULL,
	"decided" integer DEFAULT 0 NOT NULL,
	"decided_on_time" integer DEFAULT 0 NOT NULL,
	"handling_ms" bigint DEFAULT 0 NOT NULL,
	"overdue_reported" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "complaint_stats_department_code_day_pk" PRIMARY KEY("department_code","day")
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decided_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "overdue_reported" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "complaint_stats_day_idx" ON "complaint_stats" USING btree ("day");--> statement-breakpoint
-- The complaints stored before this migration: their first decision and any overdue report.
UPDATE complaints c SET decided_at = e.decided_at, overdue_reported = e.overdue
FROM (
  SELECT complaint_id, min(at) FILTER (WHERE action IN ('resolve', 'reject')) AS decided_at, bool_or(action = 'overdue') AS overdue
  FROM complaint_events WHERE action IN ('resolve', 'reject', 'overdue') GROUP BY complaint_id
) e
WHERE c.id = e.complaint_id;
--> statement-breakpoint
-- A decision or an overdue report on the timeline marks its complaint (the first decision counts).
CREATE FUNCTION record_complaint_decisions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE complaints c SET decided_at = least(c.decided_at, e.decided_at), overdue_reported = c.overdue_reported OR e.overdue
  FROM (
    SELECT complaint_id, min(at) FILTER (WHERE action IN ('resolve', 'reject')) AS decided_at, bool_or(action = 'overdue') AS overdue
    FROM inserted WHERE action IN ('resolve', 'reject', 'overdue') GROUP BY complaint_id
  ) e
  WHERE c.id = e.complaint_id
    AND (e.decided_at < c.decided_at OR (c.decided_at IS NULL AND e.decided_at IS NOT NULL) OR (e.overdue AND NOT c.overdue_reported));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER complaint_events_decisions AFTER INSERT ON complaint_events REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION record_complaint_decisions();
--> statement-breakpoint
-- What one complaint adds to the counts of its city day of lodging and its department ('' while none is assigned).
CREATE FUNCTION complaint_stat_row(c_created_at timestamptz, c_department_code text, c_state text, c_reopen_count integer, c_decided_at timestamptz, c_overdue_reported boolean, c_sign integer)
RETURNS TABLE (day date, department_code text, received integer, resolved integer, reopened integer, decided integer, decided_on_time integer, handling_ms bigint, overdue_reported integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT (c_created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(c_department_code, ''), c_sign,
    c_sign * (c_state = 'resolved')::int, c_sign * (c_reopen_count > 0)::int, c_sign * (c_decided_at IS NOT NULL)::int,
    c_sign * (c_decided_at IS NOT NULL AND NOT c_overdue_reported)::int,
    c_sign * coalesce(round(extract(epoch FROM c_decided_at - c_created_at) * 1000)::bigint, 0),
    c_sign * c_overdue_reported::int
$$;
--> statement-breakpoint
-- Every write to complaints appends what it changes in the counts (the old row negated, the new one).
CREATE FUNCTION record_complaint_stat_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO complaint_stat_changes (day, department_code, received, resolved, reopened, decided, decided_on_time, handling_ms, overdue_reported)
    SELECT s.* FROM new_rows n
    CROSS JOIN LATERAL complaint_stat_row(n.created_at, n.assigned_department_code, n.state, n.reopen_count, n.decided_at, n.overdue_reported, 1) s;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO complaint_stat_changes (day, department_code, received, resolved, reopened, decided, decided_on_time, handling_ms, overdue_reported)
    SELECT s.* FROM old_rows o
    CROSS JOIN LATERAL complaint_stat_row(o.created_at, o.assigned_department_code, o.state, o.reopen_count, o.decided_at, o.overdue_reported, -1) s;
  ELSE
    -- Most updates (a step, a deadline, a version) change nothing counted: they append nothing.
    INSERT INTO complaint_stat_changes (day, department_code, received, resolved, reopened, decided, decided_on_time, handling_ms, overdue_reported)
    SELECT s.* FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (
      SELECT * FROM complaint_stat_row(o.created_at, o.assigned_department_code, o.state, o.reopen_count, o.decided_at, o.overdue_reported, -1)
      UNION ALL
      SELECT * FROM complaint_stat_row(n.created_at, n.assigned_department_code, n.state, n.reopen_count, n.decided_at, n.overdue_reported, 1)
    ) s
    WHERE (o.created_at, o.assigned_department_code, o.state = 'resolved', o.reopen_count > 0, o.decided_at, o.overdue_reported)
      IS DISTINCT FROM (n.created_at, n.assigned_department_code, n.state = 'resolved', n.reopen_count > 0, n.decided_at, n.overdue_reported);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER complaints_stats_insert AFTER INSERT ON complaints REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_complaint_stat_changes();
--> statement-breakpoint
CREATE TRIGGER complaints_stats_update AFTER UPDATE ON complaints REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_complaint_stat_changes();
--> statement-breakpoint
CREATE TRIGGER complaints_stats_delete AFTER DELETE ON complaints REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_complaint_stat_changes();
--> statement-breakpoint
-- Moves the appended changes into the stats; one fold at a time (another caller returns at once).
CREATE FUNCTION fold_complaint_stats() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(73110020) THEN
    RETURN 0;
  END IF;
  WITH taken AS (
    DELETE FROM complaint_stat_changes RETURNING *
  ), days AS (
    INSERT INTO complaint_stats (day, department_code, received, resolved, reopened, decided, decided_on_time, handling_ms, overdue_reported)
    SELECT day, department_code, sum(received), sum(resolved), sum(reopened), sum(decided), sum(decided_on_time), sum(handling_ms), sum(overdue_reported) FROM taken GROUP BY day, department_code
    ON CONFLICT (department_code, day) DO UPDATE SET received = complaint_stats.received + excluded.received, resolved = complaint_stats.resolved + excluded.resolved, reopened = complaint_stats.reopened + excluded.reopened, decided = complaint_stats.decided + excluded.decided, decided_on_time = complaint_stats.decided_on_time + excluded.decided_on_time, handling_ms = complaint_stats.handling_ms + excluded.handling_ms, overdue_reported = complaint_stats.overdue_reported + excluded.overdue_reported
  )
  SELECT count(*) INTO folded FROM taken;
  RETURN folded;
END $$;
--> statement-breakpoint
-- The complaints stored before this migration.
INSERT INTO complaint_stats (day, department_code, received, resolved, reopened, decided, decided_on_time, handling_ms, overdue_reported)
SELECT s.day, s.department_code, sum(s.received), sum(s.resolved), sum(s.reopened), sum(s.decided), sum(s.decided_on_time), sum(s.handling_ms), sum(s.overdue_reported)
FROM complaints c
CROSS JOIN LATERAL complaint_stat_row(c.created_at, c.assigned_department_code, c.state, c.reopen_count, c.decided_at, c.overdue_reported, 1) s
GROUP BY s.day, s.department_code;
