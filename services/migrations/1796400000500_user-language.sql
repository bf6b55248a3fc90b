-- Up Migration

-- The language of a user's screens and mails: English, Hindi or Tamil. Everyone who has not chosen reads English.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CONSTRAINT users_language_known CHECK (language IN ('en', 'hi', 'ta'));

-- The gateway keeps users in memory and drops its copy on this notice: a changed language is one of the user's own
-- fields it must see.
DROP TRIGGER users_announce_change ON users;
CREATE TRIGGER users_announce_change AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    (OLD.role, OLD.institute_id, OLD.name, OLD.email, OLD.must_change_password, OLD.language)
      IS DISTINCT FROM (NEW.role, NEW.institute_id, NEW.name, NEW.email, NEW.must_change_password, NEW.language)
  ) EXECUTE FUNCTION announce_gateway_cache_change('u');
