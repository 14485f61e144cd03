-- The new indexes first, the old one dropped last: dropping takes a lock that stops reads too, held to the commit.
CREATE INDEX "registrations_department_started_idx" ON "registrations" USING btree ("department_code","started_at","enterprise_id");--> statement-breakpoint
CREATE INDEX "registrations_enterprise_start_counts_idx" ON "registrations" USING btree ("enterprise_id","started_at","department_code","type","id");--> statement-breakpoint
DROP INDEX "registrations_enterprise_started_idx";
