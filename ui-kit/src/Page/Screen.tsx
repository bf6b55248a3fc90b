import type { ReactNode } from 'react';
import styles from './Screen.module.css';

export interface ScreenProps {
  children: ReactNode;
}

/** The whole window, for a layout that stacks its own bars around the page (a page with landmark 'main' brings its own). */
export function Screen({ children }: ScreenProps) {
  return <div className={styles.screen}>{children}</div>;
}
