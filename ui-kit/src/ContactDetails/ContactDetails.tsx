import { Mail, MapPin, Phone } from 'lucide-react';
import type { ContactDetailsProps } from '../types';

/** Email, phone and address as a definition list, each named by its icon's label; the caller styles it. */
export function ContactDetails({ email, phoneNumber, address, className }: ContactDetailsProps) {
  return (
    <dl className={className}>
      <div>
        <dt>
          <Mail size={16} aria-label="Email" />
        </dt>
        <dd>{email}</dd>
      </div>
      <div>
        <dt>
          <Phone size={16} aria-label="Phone" />
        </dt>
        <dd>{phoneNumber}</dd>
      </div>
      <div>
        <dt>
          <MapPin size={16} aria-label="Address" />
        </dt>
        <dd>{address}</dd>
      </div>
    </dl>
  );
}
