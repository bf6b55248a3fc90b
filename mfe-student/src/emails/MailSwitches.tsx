import type { MailPreferencesResponse, MailReader } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { Panel } from '@rollcall/ui-kit/pages';
import { useWords } from '../texts/useWords';
import { MailKindSwitch } from './MailKindSwitch';
import styles from './EmailSettings.module.css';

interface MailSwitchesProps {
  reader: MailReader;
  answer: MailPreferencesResponse;
  onSaved: (answer: MailPreferencesResponse) => void;
}

/** Where the mails go, and a switch for each kind, said in the institute's own schedule and threshold. */
export function MailSwitches({ reader, answer, onSaved }: MailSwitchesProps) {
  const { t, percent } = useWords();
  const { preferences, schedule } = answer;
  return (
    <>
      {/* Switches stay usable: the choice is kept for when the institute turns summaries back on. */}
      {schedule.enabled ? null : <Notice type="info">{t('emails.instituteTurnedOff')}</Notice>}
      <Panel className={styles.panel}>
        <p className={styles.address}>{t('emails.sentTo', { email: preferences.email })}</p>
        <MailKindSwitch
          reader={reader}
          kind="dailySummary"
          saved={preferences.dailySummary}
          description={t(`emails.dailySummary.${reader}`, { at: schedule.at, timeZone: schedule.timeZone })}
          onSaved={onSaved}
        />
        <MailKindSwitch
          reader={reader}
          kind="lowAttendanceAlerts"
          saved={preferences.lowAttendanceAlerts}
          description={t(`emails.alerts.${reader}`, { threshold: percent(schedule.threshold) })}
          onSaved={onSaved}
        />
        <MailKindSwitch
          reader={reader}
          kind="absenceAlerts"
          saved={preferences.absenceAlerts}
          description={t(`emails.absence.${reader}`)}
          onSaved={onSaved}
        />
      </Panel>
    </>
  );
}
