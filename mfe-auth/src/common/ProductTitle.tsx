import { GraduationCap } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styles from './AuthLayout.module.css';

/** The product title is a button that goes to the landing page. */
export function ProductTitle() {
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.brand} onClick={() => navigate('/')}>
      <GraduationCap aria-hidden="true" size={28} />
      <span>RollCall</span>
    </button>
  );
}
