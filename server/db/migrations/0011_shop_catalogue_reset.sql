-- The catalogue is reference data reseeded by seed version 8 (specifications, providers); carts referred to its old rows.
DELETE FROM "cart_items";--> statement-breakpoint
DELETE FROM "goods";--> statement-breakpoint
DELETE FROM "goods_categories";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "price_fen";--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "stock";--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "recommended";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" in ('enterprise', 'officer', 'provider'));