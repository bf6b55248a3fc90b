import type { ReactNode } from 'react';
import { BookOpen, CalendarCheck, CalendarOff, History } from 'lucide-react';
import type { TabNavEntry } from '@rollcall/ui-kit/pages';
import { teacherPaths } from '../common/paths';
import type { TeacherTextId } from '../texts/texts';

/** The sections of the teacher area, in the order of the tab bar; a new section is one more entry. */
const sections: Array<{ label: TeacherTextId; path: string; icon: ReactNode; end?: boolean }> = [
  { label: 'nav.today', path: teacherPaths.today, icon: <CalendarCheck size={22} />, end: true },
  { label: 'nav.classes', path: teacherPaths.classes, icon: <BookOpen size={22} /> },
  { label: 'nav.history', path: teacherPaths.history, icon: <History size={22} /> },
  { label: 'nav.leave', path: teacherPaths.leave, icon: <CalendarOff size={22} /> },
];

/** The entries of the tab bar at the area's mount path, named in the reader's language. */
export const navEntries = (mountPath: string, t: (id: TeacherTextId) => string): TabNavEntry[] =>
  sections.map(({ path, label, ...entry }) => ({ ...entry, label: t(label), to: path ? `${mountPath}/${path}` : mountPath }));
