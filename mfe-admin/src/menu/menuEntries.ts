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
import type { AdminTextId } from '../texts/texts';

export interface MenuEntry {
  label: AdminTextId;
  /** The child route. */
  path: string;
  Icon: LucideIcon;
  /** Shown only to admins who hold it (the server refuses the rest anyway). */
  permission?: Permission;
}

export const menuEntries: MenuEntry[] = [
  { label: 'menu.dashboard', path: 'dashboard', Icon: LayoutDashboard },
  { label: 'menu.subject', path: 'subject', Icon: BookOpen },
  { label: 'menu.teacher', path: 'teacher', Icon: GraduationCap },
  { label: 'menu.lectures', path: 'lectures', Icon: ClipboardCheck, permission: 'view_reports' },
  { label: 'menu.administration', path: 'administration', Icon: Settings },
  { label: 'menu.reports', path: 'reports', Icon: BarChart3 },
  { label: 'menu.leave', path: 'leave', Icon: CalendarOff, permission: 'manage_people' },
];

/** The active entry follows the segment after the mount path (/admin/<segment>); default dashboard. */
export function activeEntryPath(pathname: string, mountPath: string): string {
  const segment = pathname.slice(mountPath.length).split('/').filter(Boolean)[0]?.toLowerCase();
  return menuEntries.some((candidate) => candidate.path === segment) ? (segment as string) : 'dashboard';
}
