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

export interface AdministrationSection {
  title: string;
  description: string;
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
    title: 'Years & semesters',
    description: 'Academic years and the semesters inside them, with their dates',
    path: 'years',
    Page: AcademicYearsPage,
    Icon: CalendarRange,
    tone: 'blue',
    permission: 'manage_setup',
  },
  {
    title: 'Calendar',
    description: 'Holidays, exam days and days that follow another weekday’s timetable',
    path: 'calendar',
    Page: CalendarPage,
    Icon: CalendarDays,
    tone: 'red',
    permission: null,
  },
  {
    title: 'Classes',
    description: 'Classes and sections, with their class teacher',
    path: 'classes',
    Page: ClassesPage,
    Icon: School,
    tone: 'green',
    permission: 'manage_setup',
  },
  {
    title: 'Students & parents',
    description: 'Students, their guardians and class transfers; import from a CSV file',
    path: 'students',
    Page: StudentsPage,
    Icon: Users,
    tone: 'purple',
    permission: 'manage_people',
  },
  {
    title: 'Timetable',
    description: 'The weekly lectures of each class and semester',
    path: 'timetable',
    Page: TimetablePage,
    Icon: Clock,
    tone: 'orange',
    permission: 'manage_setup',
  },
  {
    title: 'Roles',
    description: 'Custom roles with their permissions, for teachers and admins',
    path: 'roles',
    Page: RolesPage,
    Icon: KeyRound,
    tone: 'teal',
    permission: 'manage_roles',
  },
  {
    title: 'Integrations',
    description: 'API tokens and webhooks that connect another system (an SIS, an LMS) to this institute',
    path: 'integrations',
    Page: IntegrationsPage,
    Icon: Plug,
    tone: 'purple',
    permission: 'manage_roles',
  },
  {
    title: 'Settings',
    description: 'Time zone, attendance threshold, daily summary time, correction window and absence alerts',
    path: 'settings',
    Page: SettingsPage,
    Icon: SlidersHorizontal,
    tone: 'blue',
    permission: null,
  },
];
