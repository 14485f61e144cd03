CREATE TABLE "plan_draws" (
	"plan_id" text NOT NULL,
	"round" integer NOT NULL,
	"commitment" text NOT NULL,
	"value" text NOT NULL,
	"committed_at" timestamp (3) with time zone NOT NULL,
	"drawn_at" timestamp (3) with time zone,
	"drawn_by" text,
	"reason" text,
	"item_codes" jsonb,
	"region_code" text,
	"target_count" integer,
	"officer_count" integer,
	"pool" jsonb,
	"officer_pool" jsonb,
	"targets" jsonb,
	"officers" jsonb,
	CONSTRAINT "plan_draws_plan_id_round_pk" PRIMARY KEY("plan_id","round")
);
--> statement-breakpoint
ALTER TABLE "plan_events" DROP CONSTRAINT "plan_events_action_check";--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD COLUMN "industries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_draws" ADD CONSTRAINT "plan_draws_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_draws" ADD CONSTRAINT "plan_draws_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_draws_pending_idx" ON "plan_draws" USING btree ("plan_id") WHERE "plan_draws"."drawn_at" is null;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_industry_check" CHECK ("industry" in ('food', 'public_venue', 'manufacturing', 'retail', 'construction'));--> statement-breakpoint
ALTER TABLE "plan_events" ADD CONSTRAINT "plan_events_action_check" CHECK ("action" in ('save', 'draw', 'submit', 'approve', 'return', 'cancel'));