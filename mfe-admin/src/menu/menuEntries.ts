import {
  BarChart3,
  BookOpen,
  CalendarOff,
  ClipboardCheck,
  GraduationCap,
  LayoutDashboard,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import type { Permission } from '@rollcall/contracts';

export interface MenuEntry {
  label: string;
  /** The child route: the label in lower case unless told. */
  path: string;
  Icon: LucideIcon;
  /** Shown only to admins who hold it (the server refuses the rest anyway). */
  permission?: Permission;
}

const entry = (label: string, Icon: LucideIcon, more: Partial<MenuEntry> = {}): MenuEntry => ({
  label,
  path: label.toLowerCase(),
  Icon,
  ...more,
});

export const menuEntries: MenuEntry[] = [
  entry('Dashboard', LayoutDashboard),
  entry('Subject', BookOpen),
  entry('Teacher', GraduationCap),
  entry('Attendance records', ClipboardCheck, { path: 'lectures', permission: 'view_reports' }),
  entry('Administration', Settings),
  entry('Reports', BarChart3),
  entry('Leave and on-duty', CalendarOff, { path: 'leave', permission: 'manage_people' }),
];

/** The active entry follows the segment after the mount path (/admin/<segment>); default dashboard. */
export function activeEntryPath(pathname: string, mountPath: string): string {
  const segment = pathname.slice(mountPath.length).split('/').filter(Boolean)[0]?.toLowerCase();
  return menuEntries.some((candidate) => candidate.path === segment) ? (segment as string) : 'dashboard';
}
