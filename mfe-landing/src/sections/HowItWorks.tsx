import { Building2, CalendarCheck, Headset, PhoneCall, Settings2, type LucideIcon } from 'lucide-react';
import { cx } from '@rollcall/ui-kit/class-names';
import { SECTION } from '../content/sections';
import { SectionHeading } from './SectionHeading';
import layout from './layout.module.css';
import styles from './HowItWorks.module.css';

interface Step {
  Icon: LucideIcon;
  title: string;
  description: string;
}

/** The four onboarding steps, from the registration request to the first register. */
export const onboardingSteps: Step[] = [
  {
    Icon: Building2,
    title: 'Sign up your institute',
    description: 'Tell us about your school, college or coaching centre through any of our contact options.',
  },
  {
    Icon: PhoneCall,
    title: 'Verification call',
    description: 'A RollCall representative calls to verify your institute and activates your access.',
  },
  {
    Icon: Settings2,
    title: 'Set up your institute',
    description: 'Add classes, subjects, academic years, students and teachers, with live help from our onboarding team.',
  },
  {
    Icon: CalendarCheck,
    title: 'Take attendance, get insights',
    description: 'Teachers start marking lectures, and dashboards, reports and daily summaries start flowing.',
  },
];

export function HowItWorks() {
  return (
    <section id={SECTION.howItWorks} className={cx(layout.section, layout.muted)} aria-labelledby="rc-process-title">
      <div className={layout.container}>
        <SectionHeading
          id="rc-process-title"
          eyebrow="Process"
          title="Up and running in four steps"
          lead="No installation and no hardware: RollCall runs in the browser your staff already use."
        />
        <ol className={styles.steps}>
          {onboardingSteps.map(({ Icon, title, description }, index) => (
            <li key={title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <Icon aria-hidden="true" size={26} className={styles.icon} />
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.description}>{description}</p>
            </li>
          ))}
        </ol>
        <p className={styles.support}>
          <Headset aria-hidden="true" size={20} />
          Support by email, WhatsApp and phone, with live onboarding help.
        </p>
      </div>
    </section>
  );
}
