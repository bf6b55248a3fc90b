import { Link } from 'react-router-dom';
import { Mail } from 'lucide-react';
import { useStudentTexts } from '../texts/texts';
import styles from './EmailSettingsLink.module.css';

/** The way from an attendance page to the Email settings of its area (`mountPath`: /student or /parent). */
export function EmailSettingsLink({ mountPath }: { mountPath: string }) {
  const t = useStudentTexts();
  return (
    <Link to={`${mountPath}/emails`} className={styles.link}>
      <Mail size={16} aria-hidden="true" />
      {t('emails.title')}
    </Link>
  );
}
