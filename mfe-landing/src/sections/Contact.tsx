import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { cx } from '@rollcall/ui-kit/class-names';
import { SECTION } from '../content/sections';
import { contact as defaultContact, mailtoHref, telHref, whatsappHref, type ContactDetails } from '../content/contact';
import { LazyRegistrationForm } from '../registration/LazyRegistrationForm';
import { SectionHeading } from './SectionHeading';
import layout from './layout.module.css';
import styles from './Contact.module.css';

interface Channel {
  Icon: LucideIcon;
  name: string;
  value: string;
  href: string;
  action: string;
  external?: boolean;
}

/** The channels configured at build time, in a fixed order; none when none is set. */
function channelsOf(details: ContactDetails): Channel[] {
  const channels: Channel[] = [];
  if (details.email)
    channels.push({ Icon: Mail, name: 'Email', value: details.email, href: mailtoHref(details.email), action: 'Write to us' });
  if (details.whatsapp) {
    channels.push({
      Icon: MessageCircle,
      name: 'WhatsApp',
      value: details.whatsapp,
      href: whatsappHref(details.whatsapp),
      action: 'Chat on WhatsApp',
      external: true,
    });
  }
  if (details.phone)
    channels.push({ Icon: Phone, name: 'Phone', value: details.phone, href: telHref(details.phone), action: 'Call us' });
  return channels;
}

/** Where Register your Institute, Get Started, Contact Support and Contact Us lead: the registration enquiry. */
export function Contact({ details = defaultContact }: { details?: ContactDetails }) {
  const channels = channelsOf(details);

  return (
    <section id={SECTION.contact} className={cx(layout.section, styles.contact)} aria-labelledby="rc-contact-title">
      <div className={layout.container}>
        <SectionHeading
          id="rc-contact-title"
          eyebrow="Register your Institute"
          title="Let’s get your institute started"
          lead="Tell us about your institute. We verify it with a quick call, activate your access and help you set everything up."
        />
        <LazyRegistrationForm />
        {channels.length > 0 ? (
          <>
            <h3 className={styles.channelsTitle}>Or reach us directly</h3>
            <ul className={styles.channels}>
              {channels.map(({ Icon, name, value, href, action, external }) => (
                <li key={name}>
                  <a
                    href={href}
                    className={styles.channel}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    aria-label={`${action}: ${value}`}
                  >
                    <span className={styles.icon} aria-hidden="true">
                      <Icon size={24} />
                    </span>
                    <span className={styles.name}>{name}</span>
                    <span className={styles.value}>{value}</span>
                    <span className={styles.action}>{action}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
