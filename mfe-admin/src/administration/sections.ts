import type { ComponentType } from 'react';
import {
  CalendarDays,
  CalendarRange,
  Clock,
  KeyRound,
  Plug,
  School,
  SlidersHorizontal,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Permission } from '@rollcall/contracts';
import type { Tone } from '@rollcall/ui-kit';
import { AcademicYearsPage } from '../academic-years/AcademicYearsPage';
import { CalendarPage } from '../calendar/CalendarPage';
import { ClassesPage } from '../classes/ClassesPage';
import { IntegrationsPage } from '../integrations/IntegrationsPage';
import { RolesPage } from '../roles/RolesPage';
import { SettingsPage } from '../settings/SettingsPage';
import { StudentsPage } from '../students/StudentsPage';
import { TimetablePage } from '../timetable/TimetablePage';
import type { AdminTextId } from '../texts/texts';

export interface AdministrationSection {
  title: AdminTextId;
  description: AdminTextId;
  /** The child route under administration/, and the page it shows: the card and the route are this one entry. */
  path: string;
  Page: ComponentType;
  Icon: LucideIcon;
  tone: Tone;
  /** Shown only to admins who hold it (the server refuses the rest anyway); the calendar and settings are readable by every admin. */
  permission: Permission | null;
}

export const administrationSections: AdministrationSection[] = [
  {
    title: 'administration.years',
    description: 'administration.yearsHint',
    path: 'years',
    Page: AcademicYearsPage,
    Icon: CalendarRange,
    tone: 'blue',
    permission: 'manage_setup',
  },
  {
    title: 'administration.calendar',
    description: 'administration.calendarHint',
    path: 'calendar',
    Page: CalendarPage,
    Icon: CalendarDays,
    tone: 'red',
    permission: null,
  },
  {
    title: 'administration.classes',
    description: 'administration.classesHint',
    path: 'classes',
    Page: ClassesPage,
    Icon: School,
    tone: 'green',
    permission: 'manage_setup',
  },
  {
    title: 'administration.students',
    description: 'administration.studentsHint',
    path: 'students',
    Page: StudentsPage,
    Icon: Users,
    tone: 'purple',
    permission: 'manage_people',
  },
  {
    title: 'administration.timetable',
    description: 'administration.timetableHint',
    path: 'timetable',
    Page: TimetablePage,
    Icon: Clock,
    tone: 'orange',
    permission: 'manage_setup',
  },
  {
    title: 'administration.roles',
    description: 'administration.rolesHint',
    path: 'roles',
    Page: RolesPage,
    Icon: KeyRound,
    tone: 'teal',
    permission: 'manage_roles',
  },
  {
    title: 'administration.integrations',
    description: 'administration.integrationsHint',
    path: 'integrations',
    Page: IntegrationsPage,
    Icon: Plug,
    tone: 'purple',
    permission: 'manage_roles',
  },
  {
    title: 'administration.settings',
    description: 'administration.settingsHint',
    path: 'settings',
    Page: SettingsPage,
    Icon: SlidersHorizontal,
    tone: 'blue',
    permission: null,
  },
];
