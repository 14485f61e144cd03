CREATE TABLE "szy_redeemed_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "szy_user_links" (
	"platform_user_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "szy_user_links_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "szy_user_links" ADD CONSTRAINT "szy_user_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;