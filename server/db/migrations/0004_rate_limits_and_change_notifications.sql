CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "sv_notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sv_session', OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OF "revoked_at", "expires_at" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "sv_notify_session_change"();
--> statement-breakpoint
CREATE FUNCTION "sv_notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sv_user', OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "sv_notify_user_change"();
--> statement-breakpoint
CREATE FUNCTION "sv_notify_reference_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sv_cache', TG_TABLE_NAME);
  -- Sessions carry department and enterprise names.
  IF TG_TABLE_NAME IN ('departments', 'enterprises') THEN
    PERFORM pg_notify('sv_user', '*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "message_sets_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "message_sets"
  FOR EACH STATEMENT EXECUTE FUNCTION "sv_notify_reference_change"();
--> statement-breakpoint
CREATE TRIGGER "carousel_items_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carousel_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "sv_notify_reference_change"();
--> statement-breakpoint
CREATE TRIGGER "dict_items_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dict_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "sv_notify_reference_change"();
--> statement-breakpoint
CREATE TRIGGER "departments_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "departments"
  FOR EACH STATEMENT EXECUTE FUNCTION "sv_notify_reference_change"();
--> statement-breakpoint
CREATE TRIGGER "regions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regions"
  FOR EACH STATEMENT EXECUTE FUNCTION "sv_notify_reference_change"();
--> statement-breakpoint
CREATE TRIGGER "enterprises_notify_change" AFTER UPDATE OR DELETE ON "enterprises"
  FOR EACH STATEMENT EXECUTE FUNCTION "sv_notify_reference_change"();
