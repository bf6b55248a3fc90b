import { GraduationCap, HandHeart, Quote, School, UsersRound, type LucideIcon } from 'lucide-react';
import { cx } from '@rollcall/ui-kit/class-names';
import { SECTION, anchor } from '../content/sections';
import { testimonials as publishedTestimonials, type Testimonial } from '../content/testimonials';
import { SectionHeading } from './SectionHeading';
import layout from './layout.module.css';
import styles from './WallOfLove.module.css';

interface Pledge {
  Icon: LucideIcon;
  audience: string;
  text: string;
}

const promises: Pledge[] = [
  {
    Icon: School,
    audience: 'For institute owners and admins',
    text: 'One trustworthy record for every class, live dashboards, and reports that used to take days ready in a click.',
  },
  {
    Icon: GraduationCap,
    audience: 'For teachers and staff',
    text: 'Lecture time goes to teaching: the roll is done in seconds and class reports are always up to date.',
  },
  {
    Icon: UsersRound,
    audience: 'For students and parents',
    text: 'A daily summary of attendance percentage and each lecture’s status, so nobody is surprised at the end of term.',
  },
];

export function WallOfLove({ testimonials = publishedTestimonials }: { testimonials?: Testimonial[] }) {
  return (
    <section id={SECTION.testimonials} className={layout.section} aria-labelledby="rc-love-title">
      <div className={layout.container}>
        <SectionHeading id="rc-love-title" eyebrow="Wall of Love" title="Attendance that cares about everyone in the room" />
        {testimonials.length > 0 ? (
          <ul className={styles.grid}>
            {testimonials.map((item) => (
              <li key={`${item.name}-${item.institute}`} className={styles.card}>
                <figure className={styles.figure}>
                  <Quote aria-hidden="true" size={24} className={styles.quoteIcon} />
                  <blockquote className={styles.quote}>{item.quote}</blockquote>
                  <figcaption className={styles.caption}>
                    <strong>{item.name}</strong>
                    <span>
                      {item.role}, {item.institute}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <ul className={styles.grid}>
              {promises.map(({ Icon, audience, text }) => (
                <li key={audience} className={styles.card}>
                  <Icon aria-hidden="true" size={26} className={styles.quoteIcon} />
                  <h3 className={styles.audience}>{audience}</h3>
                  <p className={styles.quote}>{text}</p>
                </li>
              ))}
            </ul>
            <div className={styles.invite}>
              <HandHeart aria-hidden="true" size={22} />
              <p>RollCall is new. Bring your institute on board and your story could be the first on this wall.</p>
              <a href={anchor(SECTION.contact)} className={cx(layout.button, layout.secondary)}>
                Talk to us
              </a>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
