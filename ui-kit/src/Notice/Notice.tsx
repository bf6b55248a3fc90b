import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { cx } from '../classNames';
import { toastLook, type ToastType } from '../Toast/toastLook';
import styles from './Notice.module.css';
import { useKitTexts } from '../texts/texts';

/** Inline notice/banner used for the 5-second success notices and the validation banners. */
export interface NoticeProps {
  type: ToastType;
  children: ReactNode;
  onDismiss?: () => void;
}

/** Inline banner in the page flow: the 5-second success notices and the validation banners. */
export function Notice({ type, children, onDismiss }: NoticeProps) {
  const t = useKitTexts();
  const { Icon, role } = toastLook[type];
  return (
    <div role={role} className={cx(styles.notice, styles[type])} data-type={type}>
      <Icon aria-hidden="true" size={20} className={styles.icon} />
      <div className={styles.body}>{children}</div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label={t('notice.dismiss')} onClick={onDismiss}>
          <X aria-hidden="true" size={16} />
        </button>
      ) : null}
    </div>
  );
}
