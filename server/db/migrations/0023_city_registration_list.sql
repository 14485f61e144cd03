CREATE INDEX "enterprises_region_idx" ON "enterprises" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "registrations_page_idx" ON "registrations" USING btree ("registered_at","id");--> statement-breakpoint
CREATE INDEX "registrations_late_idx" ON "registrations" USING btree ("registered_at","id") WHERE "registrations"."late";--> statement-breakpoint
CREATE INDEX "registrations_warned_idx" ON "registrations" USING btree ("registered_at","id") WHERE "registrations"."frequency_warned";