-- Every server process caches the warning rules; a change to them, made by any process, must reach every cache.
CREATE TRIGGER "warning_rules_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "warning_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION "sv_notify_reference_change"();
