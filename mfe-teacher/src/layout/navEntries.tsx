import { BookOpen, CalendarCheck, CalendarOff, History } from 'lucide-react';
import type { TabNavEntry } from '@rollcall/ui-kit/pages';
import { teacherPaths } from '../common/paths';

/** The sections of the teacher area, in the order of the tab bar; a new section is one more entry. */
const sections = [
  { label: 'Today', path: teacherPaths.today, icon: <CalendarCheck size={22} />, end: true },
  { label: 'My classes', path: teacherPaths.classes, icon: <BookOpen size={22} /> },
  { label: 'History', path: teacherPaths.history, icon: <History size={22} /> },
  { label: 'Leave', path: teacherPaths.leave, icon: <CalendarOff size={22} /> },
];

/** The entries of the tab bar at the area's mount path. */
export const navEntries = (mountPath: string): TabNavEntry[] =>
  sections.map(({ path, ...entry }) => ({ ...entry, to: path ? `${mountPath}/${path}` : mountPath }));
