CREATE TABLE "document_files" (
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"version" integer NOT NULL,
	"locale" text NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"generated_at" timestamp (3) with time zone NOT NULL,
	"generation_ms" integer NOT NULL,
	CONSTRAINT "document_files_kind_record_id_version_locale_pk" PRIMARY KEY("kind","record_id","version","locale"),
	CONSTRAINT "document_files_kind_check" CHECK ("kind" in ('receipt', 'notice', 'decision', 'law')),
	CONSTRAINT "document_files_locale_check" CHECK ("locale" in ('zh', 'en'))
);
--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"id" text PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"short_title_zh" text NOT NULL,
	"issuer_zh" text NOT NULL,
	"issuer_en" text NOT NULL,
	"effective_from" date NOT NULL,
	"articles" jsonb NOT NULL,
	"source_zh" text NOT NULL,
	"source_en" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_versions" (
	"registration_id" text NOT NULL,
	"version" integer NOT NULL,
	"printed" jsonb NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "receipt_versions_registration_id_version_pk" PRIMARY KEY("registration_id","version")
);
--> statement-breakpoint
ALTER TABLE "receipt_versions" ADD CONSTRAINT "receipt_versions_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;