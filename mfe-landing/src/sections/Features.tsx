import {
  BookCopy,
  ChartLine,
  FileSpreadsheet,
  ListChecks,
  Mail,
  ShieldCheck,
  SlidersHorizontal,
  UserRoundCog,
  UsersRound,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { SECTION } from '../content/sections';
import { SectionHeading } from './SectionHeading';
import layout from './layout.module.css';
import styles from './Features.module.css';

interface Feature {
  Icon: LucideIcon;
  title: string;
  description: string;
}

/** Every claim the product makes, in the page's words. */
export const features: Feature[] = [
  {
    Icon: Zap,
    title: 'A whole class in seconds',
    description: 'Mark a full class in one pass and save. Attendance takes seconds, not minutes of roll calling.',
  },
  {
    Icon: ListChecks,
    title: 'Lecture-based attendance',
    description:
      'Attendance is taken per lecture with exactly two values, Present or Absent, so every percentage is unambiguous.',
  },
  {
    Icon: ShieldCheck,
    title: 'Secure, immutable records',
    description:
      'Saved records cannot be edited or deleted. Corrections are added as new entries that say who changed what and why.',
  },
  {
    Icon: UserRoundCog,
    title: 'Custom roles',
    description: 'Define custom roles for admins, teachers and staff so everyone sees and does exactly what their job needs.',
  },
  {
    Icon: UsersRound,
    title: 'Student and parent portals',
    description: 'Students see their own attendance day by day, and parents follow along from their own portal.',
  },
  {
    Icon: ChartLine,
    title: 'Analytics and live dashboards',
    description:
      'Daily, weekly and monthly trends with subject-wise and class-wise summaries that update as attendance is taken.',
  },
  {
    Icon: FileSpreadsheet,
    title: 'PDF and CSV reports',
    description: 'Download any report as a PDF to share or as a CSV to work with in your spreadsheet.',
  },
  {
    Icon: Mail,
    title: 'Daily email summaries',
    description: 'Every student receives a daily email with their attendance percentage and the status of each lecture.',
  },
  {
    Icon: SlidersHorizontal,
    title: 'Flexible academic setup',
    description:
      'Custom semesters with start and end dates, classroom-specific subjects, and several teachers per subject or class.',
  },
  {
    Icon: BookCopy,
    title: 'Student-chosen subjects',
    description: 'When a student drops a subject, earlier attendance is kept and later absences are not counted against them.',
  },
];

export function Features() {
  return (
    <section id={SECTION.features} className={layout.section} aria-labelledby="rc-features-title">
      <div className={layout.container}>
        <SectionHeading
          id="rc-features-title"
          eyebrow="Features"
          title="Everything attendance needs, nothing it does not"
          lead="From the first lecture of the semester to the last report, RollCall covers the whole journey."
        />
        <ul className={styles.grid}>
          {features.map(({ Icon, title, description }) => (
            <li key={title} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={22} />
              </span>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.description}>{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
