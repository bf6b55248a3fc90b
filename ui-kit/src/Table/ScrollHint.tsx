import { kitTexts, useKitTexts } from '@rollcall/ui-kit';
import type { ReactNode } from 'react';
import { MoveHorizontal } from 'lucide-react';
import styles from './Table.module.css';

/** Said under a table that is wider than its frame. */
export const SCROLL_HINT = kitTexts.english('table.scrollHint');

interface ScrollHintProps {
  /** The frame that scrolls names it in its aria-describedby. */
  id: string;
  children?: ReactNode;
}

/** The visible word that a frame holds more than it shows sideways: shown only while it does (see useScrollsItself). */
export function ScrollHint({ id, children }: ScrollHintProps) {
  const t = useKitTexts();
  return (
    <p id={id} className={styles.scrollHint}>
      <MoveHorizontal size={16} aria-hidden="true" /> {children ?? t('table.scrollHint')}
    </p>
  );
}
