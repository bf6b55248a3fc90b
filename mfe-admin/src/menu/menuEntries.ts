import { BarChart3, BookOpen, GraduationCap, LayoutDashboard, Settings, type LucideIcon } from 'lucide-react';

export interface MenuEntry {
  label: string;
  /** The child route: the label in lower case. */
  path: string;
  Icon: LucideIcon;
}

const entry = (label: string, Icon: LucideIcon): MenuEntry => ({ label, path: label.toLowerCase(), Icon });

export const menuEntries: MenuEntry[] = [
  entry('Dashboard', LayoutDashboard),
  entry('Subject', BookOpen),
  entry('Teacher', GraduationCap),
  entry('Administration', Settings),
  entry('Reports', BarChart3),
];

/** The active entry follows the segment after the mount path (/admin/<segment>); default dashboard. */
export function activeEntryPath(pathname: string, mountPath: string): string {
  const segment = pathname.slice(mountPath.length).split('/').filter(Boolean)[0]?.toLowerCase();
  return menuEntries.some((candidate) => candidate.path === segment) ? (segment as string) : 'dashboard';
}
