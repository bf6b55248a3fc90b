import { mailPreferenceTexts as texts, type MailPreferencesResponse, type MailReader } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { Panel } from '@rollcall/ui-kit/pages';
import { MailKindSwitch } from './MailKindSwitch';
import styles from './EmailSettings.module.css';

interface MailSwitchesProps {
  reader: MailReader;
  answer: MailPreferencesResponse;
  onSaved: (answer: MailPreferencesResponse) => void;
}

/** Where the mails go, and a switch for each kind, said in the institute's own schedule and threshold. */
export function MailSwitches({ reader, answer, onSaved }: MailSwitchesProps) {
  const { preferences, schedule } = answer;
  return (
    <>
      {/* Switches stay usable: the choice is kept for when the institute turns summaries back on. */}
      {schedule.enabled ? null : <Notice type="info">{texts.instituteTurnedOff}</Notice>}
      <Panel className={styles.panel}>
        <p className={styles.address}>{texts.sentTo(preferences.email)}</p>
        <MailKindSwitch
          reader={reader}
          kind="dailySummary"
          saved={preferences.dailySummary}
          description={texts.dailySummaryDescription(schedule, reader)}
          onSaved={onSaved}
        />
        <MailKindSwitch
          reader={reader}
          kind="lowAttendanceAlerts"
          saved={preferences.lowAttendanceAlerts}
          description={texts.alertsDescription(schedule.threshold, reader)}
          onSaved={onSaved}
        />
        <MailKindSwitch
          reader={reader}
          kind="absenceAlerts"
          saved={preferences.absenceAlerts}
          description={texts.absenceAlertsDescription(reader)}
          onSaved={onSaved}
        />
      </Panel>
    </>
  );
}
