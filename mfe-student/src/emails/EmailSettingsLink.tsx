import { Link } from 'react-router-dom';
import { Mail } from 'lucide-react';
import { mailPreferenceTexts } from '@rollcall/contracts';
import styles from './EmailSettingsLink.module.css';

/** The way from an attendance page to the Email settings of its area (`mountPath`: /student or /parent). */
export function EmailSettingsLink({ mountPath }: { mountPath: string }) {
  return (
    <Link to={`${mountPath}/emails`} className={styles.link}>
      <Mail size={16} aria-hidden="true" />
      {mailPreferenceTexts.emailSettings}
    </Link>
  );
}
