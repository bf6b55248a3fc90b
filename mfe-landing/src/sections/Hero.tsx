import { ArrowRight, CircleCheck, CirclePlay, ShieldCheck, Zap } from 'lucide-react';
import { SECTION, anchor } from '../content/sections';
import { cx } from '@rollcall/ui-kit/class-names';
import { RegisterPreview } from './RegisterPreview';
import layout from './layout.module.css';
import styles from './Hero.module.css';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="rc-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.tagline}>Attendance That Cares</p>
          <h1 id="rc-hero-title" className={styles.title}>
            The Smart way to <span className={styles.highlight}>call the Roll</span>
          </h1>
          <p className={styles.lead}>
            RollCall takes attendance for a whole class in seconds, keeps every record secure and unchangeable, and sends students
            and parents the numbers that matter, every day. Built for schools, colleges, universities and coaching centres.
          </p>
          <div className={styles.buttons}>
            <a href={anchor(SECTION.contact)} className={cx(layout.button, layout.primary)}>
              Register your Institute
              <ArrowRight aria-hidden="true" size={18} />
            </a>
            <a href={anchor(SECTION.howItWorks)} className={cx(layout.button, layout.secondary)}>
              <CirclePlay aria-hidden="true" size={18} />
              Watch Demo
            </a>
          </div>
          <ul className={styles.points}>
            <li>
              <Zap aria-hidden="true" size={16} /> A class marked in seconds
            </li>
            <li>
              <ShieldCheck aria-hidden="true" size={16} /> Immutable records
            </li>
            <li>
              <CircleCheck aria-hidden="true" size={16} /> Web only: nothing to install
            </li>
          </ul>
        </div>
        <RegisterPreview />
      </div>
    </section>
  );
}
