import type { CardProps } from '../types';
import { Panel } from '../Page/Panel';
import styles from './Card.module.css';

/** One thing of a list or a dashboard, named by its title: the title row, then the details. */
export function Card({ title, as = 'article', headingLevel = 2, icon, action, subtitle, className, children }: CardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Panel as={as} aria-label={title} className={className}>
      <div className={styles.header}>
        <div>
          <Heading className={styles.title}>
            {icon ? (
              <span className={styles.icon} aria-hidden="true">
                {icon}
              </span>
            ) : null}
            {title}
          </Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </Panel>
  );
}
