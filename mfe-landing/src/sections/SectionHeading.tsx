import styles from './layout.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
}

/** The eyebrow, heading (which labels its section) and lead paragraph every section opens with. */
export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
