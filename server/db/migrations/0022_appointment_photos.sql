CREATE TABLE "appointment_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"uploaded_by" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"appointment_id" text,
	CONSTRAINT "appointment_photos_content_type_check" CHECK ("content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "appointment_photos" ADD CONSTRAINT "appointment_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_photos" ADD CONSTRAINT "appointment_photos_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_photos_appointment_idx" ON "appointment_photos" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_photos_uploader_idx" ON "appointment_photos" USING btree ("uploaded_by");