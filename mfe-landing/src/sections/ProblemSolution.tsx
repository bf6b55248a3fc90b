import { CircleCheck, CircleX } from 'lucide-react';
import { cx } from '@rollcall/ui-kit/class-names';
import { SectionHeading } from './SectionHeading';
import layout from './layout.module.css';
import styles from './ProblemSolution.module.css';

const problems = [
  'Calling names one by one eats minutes out of every lecture',
  'Paper registers get lost, damaged or quietly edited',
  'Compiling monthly reports takes staff hours of copying',
  'Students and parents learn about low attendance too late',
  'Dropped subjects and shared classes make the totals wrong',
];

const solutions = [
  'Mark a whole class Present or Absent in seconds',
  'Secure, immutable records with a full history of corrections',
  'Live dashboards and PDF or CSV reports in one click',
  'Daily email summaries with each student’s percentage and lecture status',
  'Subjects students choose and drop are counted correctly',
];

export function ProblemSolution() {
  return (
    <section className={cx(layout.section, layout.muted)} aria-labelledby="rc-problem-title">
      <div className={layout.container}>
        <SectionHeading
          id="rc-problem-title"
          eyebrow="Why RollCall"
          title="Registers were never built for this"
          lead="Attendance still runs on paper and spreadsheets in most institutes. RollCall replaces the busywork with a record everyone can trust."
        />
        <div className={styles.grid}>
          <article className={cx(styles.column, styles.problem)} aria-labelledby="rc-problem-column">
            <h3 id="rc-problem-column" className={styles.columnTitle}>
              The old way
            </h3>
            <ul className={styles.list}>
              {problems.map((text) => (
                <li key={text}>
                  <CircleX aria-hidden="true" size={20} className={styles.bad} />
                  {text}
                </li>
              ))}
            </ul>
          </article>
          <article className={cx(styles.column, styles.solution)} aria-labelledby="rc-solution-column">
            <h3 id="rc-solution-column" className={styles.columnTitle}>
              With RollCall
            </h3>
            <ul className={styles.list}>
              {solutions.map((text) => (
                <li key={text}>
                  <CircleCheck aria-hidden="true" size={20} className={styles.good} />
                  {text}
                </li>
              ))}
            </ul>
          </article>
        </div>
      </div>
    </section>
  );
}
