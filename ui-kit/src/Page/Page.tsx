import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { PageProps } from '../types';
import { cx } from '../classNames';
import { Button } from '../Button/Button';
import styles from './Page.module.css';

/**
 * The frame of a screen: an optional Back button to the parent route, the title with its description and
 * actions, then the content, in a centred column.
 */
export function Page({ title, description, back = false, actions, landmark = 'main', narrow = false, children }: PageProps) {
  const navigate = useNavigate();
  const Landmark = landmark;
  return (
    <Landmark className={cx(landmark === 'main' && styles.screen)}>
      <div className={styles.column}>
        {back ? (
          <Button variant="ghost" size="sm" className={styles.back} icon={<ArrowLeft size={16} />} onClick={() => navigate('..')}>
            Back
          </Button>
        ) : null}
        <div className={styles.header}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        <div className={narrow ? styles.narrow : styles.content}>{children}</div>
      </div>
    </Landmark>
  );
}
