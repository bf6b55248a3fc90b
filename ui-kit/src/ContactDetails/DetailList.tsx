import type { CSSProperties, ReactNode } from 'react';
import styles from './DetailList.module.css';

export interface DetailListItem {
  /** What the value is: a word, or an icon with an aria-label. */
  term: ReactNode;
  description: ReactNode;
}

export interface DetailListProps {
  items: readonly DetailListItem[];
  /** Terms as words get a column of this width ('5rem'), so the values line up. */
  termWidth?: string;
}

/** Terms and their values, one pair a line: a definition list. */
export function DetailList({ items, termWidth }: DetailListProps) {
  const style = termWidth ? ({ '--rc-term-width': termWidth } as CSSProperties) : undefined;
  return (
    <dl className={styles.list} style={style}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items are a fixed list that never reorders
        <div key={index} className={styles.item}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
