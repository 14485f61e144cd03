CREATE TABLE "providers" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_kind_check" CHECK ("kind" in ('provider', 'office'))
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"region_code" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_specs" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_specs_price_check" CHECK ("goods_specs"."price_fen" >= 0),
	CONSTRAINT "goods_specs_stock_check" CHECK ("goods_specs"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"note" text,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_request_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_request_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"spec_id" text NOT NULL,
	"price_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"request_number" text NOT NULL,
	"user_id" text NOT NULL,
	"enterprise_id" text,
	"provider_id" text NOT NULL,
	"state" text NOT NULL,
	"client_request_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"preferred_date" text NOT NULL,
	"preferred_period" text NOT NULL,
	"note" text NOT NULL,
	"total_fen" integer NOT NULL,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "shop_requests_request_number_unique" UNIQUE("request_number"),
	CONSTRAINT "shop_requests_state_check" CHECK ("state" in ('sent', 'confirmed', 'done', 'cancelled', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
DROP INDEX "cart_items_user_goods_idx";--> statement-breakpoint
DROP INDEX "goods_category_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "spec_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "added_price_fen" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "provider_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "description_zh" text NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "description_en" text NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "unit_zh" text NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "unit_en" text NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "image_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "limit_per_order" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "remedies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_specs" ADD CONSTRAINT "goods_specs_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_request_events" ADD CONSTRAINT "shop_request_events_request_id_shop_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."shop_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_request_events" ADD CONSTRAINT "shop_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_request_lines" ADD CONSTRAINT "shop_request_lines_request_id_shop_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."shop_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_request_lines" ADD CONSTRAINT "shop_request_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_request_lines" ADD CONSTRAINT "shop_request_lines_spec_id_goods_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."goods_specs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_requests" ADD CONSTRAINT "shop_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_requests" ADD CONSTRAINT "shop_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_requests" ADD CONSTRAINT "shop_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "goods_specs_goods_idx" ON "goods_specs" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE INDEX "shop_request_events_request_idx" ON "shop_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "shop_request_lines_request_idx" ON "shop_request_lines" USING btree ("request_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_requests_checkout_idx" ON "shop_requests" USING btree ("user_id","client_request_id","provider_id");--> statement-breakpoint
CREATE INDEX "shop_requests_user_idx" ON "shop_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_requests_provider_idx" ON "shop_requests" USING btree ("provider_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_spec_id_goods_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."goods_specs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_spec_idx" ON "cart_items" USING btree ("user_id","spec_id");--> statement-breakpoint
CREATE INDEX "goods_provider_idx" ON "goods" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id","sort");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("kind" in ('systemNotice', 'noticeReceived', 'registrationMade', 'evaluationReminder', 'planSubmitted', 'planApproved', 'planReturned', 'planCancelled', 'complaintUpdated', 'complaintAction', 'complaintReminder', 'complaintOverdue', 'appointmentUpdated', 'appointmentAction', 'shopRequestUpdated', 'shopRequestAction'));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0);