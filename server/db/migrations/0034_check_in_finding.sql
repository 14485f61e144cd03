ALTER TABLE "enterprises" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "code_scans" ADD COLUMN "accuracy_meters" double precision;--> statement-breakpoint
ALTER TABLE "code_scans" ADD COLUMN "distance_meters" double precision;--> statement-breakpoint
ALTER TABLE "code_scans" ADD COLUMN "far_meters" double precision;--> statement-breakpoint
ALTER TABLE "code_scans" ADD COLUMN "far" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "code_scans" ADD COLUMN "no_position_reason" text;--> statement-breakpoint
ALTER TABLE "code_scans" ADD CONSTRAINT "code_scans_no_position_reason_check" CHECK ("no_position_reason" in ('permissionDenied', 'noSignal', 'deviceFailed', 'other'));