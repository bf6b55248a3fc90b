-- Up Migration
-- When an admin of the institute last saved its settings: the first-run checklist counts the settings step done
-- once they have been saved, or once the time zone is another than the default.
ALTER TABLE institutes ADD COLUMN settings_saved_at timestamptz;
