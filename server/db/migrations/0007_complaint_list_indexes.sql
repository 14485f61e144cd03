CREATE INDEX "complaints_enterprise_state_page_idx" ON "complaints" USING btree ("enterprise_id","state","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_department_state_page_idx" ON "complaints" USING btree ("assigned_department_code","state","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_handler_page_idx" ON "complaints" USING btree ("handler_id","state","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_extension_page_idx" ON "complaints" USING btree ("extension_state","state","created_at","id");