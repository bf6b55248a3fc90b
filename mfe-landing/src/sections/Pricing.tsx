import { Check, Sparkles } from 'lucide-react';
import { cx } from '@rollcall/ui-kit/class-names';
import { SECTION, anchor } from '../content/sections';
import { BILLING_NOTE, formatRupees, plans as defaultPlans, type PricingPlan } from '../content/plans';
import { SectionHeading } from './SectionHeading';
import layout from './layout.module.css';
import styles from './Pricing.module.css';

export function Pricing({ plans = defaultPlans }: { plans?: PricingPlan[] }) {
  return (
    <section id={SECTION.pricing} className={cx(layout.section, layout.muted)} aria-labelledby="rc-pricing-title">
      <div className={layout.container}>
        <SectionHeading
          id="rc-pricing-title"
          eyebrow="Pricing"
          title="Simple pricing per student"
          lead={`${BILLING_NOTE} Every plan includes every feature.`}
        />
        <ul className={styles.plans}>
          {plans.map((plan) => {
            const headingId = `rc-plan-${plan.price}`;
            return (
              <li key={plan.students} className={cx(styles.plan, plan.popular && styles.popular)}>
                <article aria-labelledby={headingId}>
                  {plan.popular ? (
                    <p className={styles.badge}>
                      <Sparkles aria-hidden="true" size={14} />
                      Most Popular
                    </p>
                  ) : null}
                  <h3 id={headingId} className={styles.tier}>
                    {plan.students}
                  </h3>
                  <p className={styles.description}>{plan.description}</p>
                  <p className={styles.price}>
                    <span className={styles.amount}>{formatRupees(plan.price)}</span>
                    <span className={styles.period}>{plan.period}</span>
                  </p>
                  <p className={styles.billing}>Billed annually</p>
                  <ul className={styles.features} aria-label={`Included with ${plan.students}`}>
                    {plan.features.map((feature) => (
                      <li key={feature}>
                        <Check aria-hidden="true" size={18} />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <a
                    href={anchor(SECTION.contact)}
                    className={cx(layout.button, plan.popular ? layout.primary : layout.secondary, styles.cta)}
                    aria-describedby={headingId}
                  >
                    Get Started
                  </a>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
