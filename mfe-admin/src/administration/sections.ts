import { CalendarRange, Clock, KeyRound, School, SlidersHorizontal, Users, type LucideIcon } from 'lucide-react';
import type { Permission } from '@rollcall/contracts';
import type { Tone } from '@rollcall/ui-kit';

export interface AdministrationSection {
  title: string;
  description: string;
  /** The child route under administration/. */
  path: string;
  Icon: LucideIcon;
  tone: Tone;
  /** Shown only to admins who hold it (the server refuses the rest anyway); settings are readable by every admin. */
  permission: Permission | null;
}

export const administrationSections: AdministrationSection[] = [
  {
    title: 'Years & semesters',
    description: 'Academic years and the semesters inside them, with their dates',
    path: 'years',
    Icon: CalendarRange,
    tone: 'blue',
    permission: 'manage_setup',
  },
  {
    title: 'Classes',
    description: 'Classes and sections, with their class teacher',
    path: 'classes',
    Icon: School,
    tone: 'green',
    permission: 'manage_setup',
  },
  {
    title: 'Students & parents',
    description: 'Students, their guardians and class transfers; import from a CSV file',
    path: 'students',
    Icon: Users,
    tone: 'purple',
    permission: 'manage_people',
  },
  {
    title: 'Timetable',
    description: 'The weekly lectures of each class and semester',
    path: 'timetable',
    Icon: Clock,
    tone: 'orange',
    permission: 'manage_setup',
  },
  {
    title: 'Roles',
    description: 'Custom roles with their permissions, for teachers and admins',
    path: 'roles',
    Icon: KeyRound,
    tone: 'teal',
    permission: 'manage_roles',
  },
  {
    title: 'Settings',
    description: 'Time zone, attendance threshold, daily summary time and correction window',
    path: 'settings',
    Icon: SlidersHorizontal,
    tone: 'blue',
    permission: null,
  },
];
