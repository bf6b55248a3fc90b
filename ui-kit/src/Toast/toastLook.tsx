import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';

export type ToastType = 'error' | 'success' | 'warning' | 'info';

/** Icon and live-region role of each message type, shared by Toast and Notice. */
export const toastLook: Record<ToastType, { Icon: LucideIcon; role: 'alert' | 'status' }> = {
  error: { Icon: CircleAlert, role: 'alert' },
  success: { Icon: CircleCheck, role: 'status' },
  warning: { Icon: TriangleAlert, role: 'alert' },
  info: { Icon: Info, role: 'status' },
};
