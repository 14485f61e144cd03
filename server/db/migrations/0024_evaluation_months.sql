DROP INDEX "evaluations_department_idx";--> statement-breakpoint
CREATE INDEX "evaluations_department_time_idx" ON "evaluations" USING btree ("department_code","first_evaluated_at","registration_id");--> statement-breakpoint
CREATE INDEX "evaluations_time_idx" ON "evaluations" USING btree ("first_evaluated_at");