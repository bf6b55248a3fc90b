-- Up Migration

-- The gateway keeps the sessions and users it reads in memory. Each change that must reach those copies is
-- announced on the channel gateway_cache when it commits, and every gateway process listening there drops its
-- copy: 's:<sessions.id>' when a session ends (logout, another session's password change, the user removed
-- through the cascade) or its contents change, 'u:<users.id>' when a user's own fields change or the user is
-- removed. Expired sessions are swept without a notice: a copy never outlives its own expiry. A session whose
-- idle expiry only moved forward is not announced either: another gateway's older copy then expires early and
-- is read again.

-- The trigger's argument is the prefix: 's' for sessions, 'u' for users.
CREATE FUNCTION announce_gateway_cache_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gateway_cache', TG_ARGV[0] || ':' || OLD.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_announce_end AFTER DELETE ON sessions
  FOR EACH ROW WHEN (OLD.expires_at > now()) EXECUTE FUNCTION announce_gateway_cache_change('s');

-- koa-session keeps its own expiry (_expire, _maxAge) inside data: moving it is a touch, not a change.
CREATE TRIGGER sessions_announce_change AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    OLD.data - '_expire' - '_maxAge' IS DISTINCT FROM NEW.data - '_expire' - '_maxAge'
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR NEW.expires_at < OLD.expires_at
  ) EXECUTE FUNCTION announce_gateway_cache_change('s');

CREATE TRIGGER users_announce_removal AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_gateway_cache_change('u');

CREATE TRIGGER users_announce_change AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    (OLD.role, OLD.institute_id, OLD.name, OLD.email, OLD.must_change_password)
      IS DISTINCT FROM (NEW.role, NEW.institute_id, NEW.name, NEW.email, NEW.must_change_password)
  ) EXECUTE FUNCTION announce_gateway_cache_change('u');
