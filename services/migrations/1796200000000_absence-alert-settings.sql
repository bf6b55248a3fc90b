-- Up Migration
-- How an institute tells families of absences. absence_alerts: 'first-absence' mails the family the same morning
-- (one mail per student per day, a few minutes after the register); 'evening-only' leaves it to the evening run;
-- 'off' sends none. consecutive_absence_days: absent from every lecture on this many school days in a row makes one
-- alert (null: never). alert_minimum_lectures: a subject is not alerted as low until this many of its lectures are
-- marked, so one absence in a new subject is not "0 %". absence_alerts_to_students: the students themselves get
-- the absence alerts too (RollCall keeps no dates of birth: the institute decides, e.g. a college).
ALTER TABLE institutes
  ADD COLUMN absence_alerts text NOT NULL DEFAULT 'first-absence'
    CONSTRAINT institutes_absence_alerts CHECK (absence_alerts IN ('off', 'first-absence', 'evening-only')),
  ADD COLUMN consecutive_absence_days smallint DEFAULT 3
    CONSTRAINT institutes_consecutive_absence_days CHECK (consecutive_absence_days BETWEEN 2 AND 10),
  ADD COLUMN alert_minimum_lectures smallint NOT NULL DEFAULT 6
    CONSTRAINT institutes_alert_minimum_lectures CHECK (alert_minimum_lectures BETWEEN 1 AND 50),
  ADD COLUMN absence_alerts_to_students boolean NOT NULL DEFAULT false;

-- A student's or parent's choice of absence alerts (the same-morning one and the consecutive-absence one).
ALTER TABLE mail_preferences ADD COLUMN absence_alerts boolean NOT NULL DEFAULT true;
