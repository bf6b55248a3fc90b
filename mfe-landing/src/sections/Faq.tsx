import { useId, useState } from 'react';
import { ChevronDown, MessageCircle } from 'lucide-react';
import { cx } from '@rollcall/ui-kit/class-names';
import { SECTION, anchor } from '../content/sections';
import { faqs as defaultFaqs, type FaqItem } from '../content/faqs';
import { SectionHeading } from './SectionHeading';
import layout from './layout.module.css';
import styles from './Faq.module.css';

/** Questions that expand and collapse independently (disclosure buttons with aria-expanded/aria-controls). */
export function Faq({ items = defaultFaqs }: { items?: FaqItem[] }) {
  const baseId = useId();
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (index: number) =>
    setOpenItems((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section id={SECTION.faq} className={layout.section} aria-labelledby="rc-faq-title">
      <div className={cx(layout.container, styles.narrow)}>
        <SectionHeading id="rc-faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <ul className={styles.list}>
          {items.map((item, index) => {
            const open = openItems.has(index);
            const answerId = `${baseId}-answer-${index}`;
            const questionId = `${baseId}-question-${index}`;
            return (
              <li key={item.question} className={cx(styles.item, open && styles.open)}>
                <h3 className={styles.questionHeading}>
                  <button
                    type="button"
                    id={questionId}
                    className={styles.question}
                    aria-expanded={open}
                    aria-controls={answerId}
                    onClick={() => toggle(index)}
                  >
                    <span>{item.question}</span>
                    <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
                  </button>
                </h3>
                <section id={answerId} aria-labelledby={questionId} className={styles.answer} hidden={!open}>
                  <p>{item.answer}</p>
                </section>
              </li>
            );
          })}
        </ul>
        <div className={styles.more}>
          <p>Still have questions? Our team answers by email, WhatsApp and phone.</p>
          <a href={anchor(SECTION.contact)} className={cx(layout.button, layout.primary)}>
            <MessageCircle aria-hidden="true" size={18} />
            Contact Support
          </a>
        </div>
      </div>
    </section>
  );
}
