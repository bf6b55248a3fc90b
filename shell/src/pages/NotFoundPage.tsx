import { Link } from 'react-router-dom';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The address you followed does not lead to a RollCall page.</p>
      <Link className={styles.link} to="/">
        Back to the home page
      </Link>
    </main>
  );
}
