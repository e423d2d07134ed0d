-- Tells every Setu instance, on the channel setu_sessions, that a user's sessions changed or ended,
-- whoever wrote the rows: better-auth (logout, password reset, a sliding refresh, an expired
-- session found), Setu's own code, or an operator in psql. The payload is the user's id, or empty
-- for "every session" (TRUNCATE). PostgreSQL delivers it when, and only if, the transaction
-- commits, and each instance's session cache drops what it keeps for that user
-- (src/server/auth-sessions, docs/decisions/0021-session-cache.md).
CREATE FUNCTION "setu_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('setu_sessions', '');
  ELSIF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('setu_sessions', OLD.user_id);
  ELSE
    PERFORM pg_notify('setu_sessions', OLD.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "session_changed" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "setu_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "session_truncated" AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "setu_sessions_changed"();--> statement-breakpoint
-- A session in a cache carries its user's name and email.
CREATE TRIGGER "user_changed" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "setu_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "user_truncated" AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "setu_sessions_changed"();
