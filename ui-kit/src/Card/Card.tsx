import type { ReactNode } from 'react';
import { Panel } from '../Page/Panel';
import styles from './Card.module.css';

export interface CardProps {
  /** The card's heading, and its accessible name. */
  title: string;
  /** The accessible name when it must say more than the title (a lecture taken as cover). */
  label?: string;
  /** 'article' (default): one of a list; 'section': a part of the page that holds a list of its own. */
  as?: 'article' | 'section';
  /** The level of its heading: 2 (default) for a card of the page, 3 for one under a section's own heading. */
  headingLevel?: 2 | 3;
  /** Before the title, decoration. */
  icon?: ReactNode;
  /** Beside the title: a button that acts on the card (Edit). */
  action?: ReactNode;
  /** Under the title (when it was received). */
  subtitle?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One thing of a list or a dashboard, named by its title: the title row, then the details. */
export function Card({ title, label, as = 'article', headingLevel = 2, icon, action, subtitle, className, children }: CardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Panel as={as} aria-label={label ?? title} className={className}>
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
