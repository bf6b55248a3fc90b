import { NavLink } from 'react-router-dom';
import type { Child } from '@rollcall/contracts';
import { cx } from '@rollcall/ui-kit';
import { useStudentTexts } from '../texts/texts';
import styles from './ChildSwitcher.module.css';

interface ChildSwitcherProps {
  linked: readonly Child[];
  mountPath: string;
}

/** The parent's children as links, each with their class; the one shown is the current page. */
export function ChildSwitcher({ linked, mountPath }: ChildSwitcherProps) {
  const t = useStudentTexts();
  return (
    <nav aria-label={t('parent.children')} className={styles.switcher}>
      <ul className={styles.children}>
        {linked.map((child) => (
          <li key={child.id}>
            <NavLink
              to={`${mountPath}/${child.id}`}
              end
              className={({ isActive }) => cx(styles.child, isActive && styles.chosen)}
            >
              <span className={styles.name}>{child.name}</span>
              {child.className ? <span className={styles.className}>{child.className}</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
