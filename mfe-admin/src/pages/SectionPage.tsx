import { InstituteLine } from '../institute/InstituteLine';
import styles from './pages.module.css';

/** Subject, Teacher, Administration and Reports: plain until the attendance work fills them (SPEC §2). */
export function SectionPage({ title }: { title: string }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <InstituteLine />
    </section>
  );
}
