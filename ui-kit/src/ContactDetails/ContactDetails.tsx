import { Mail, MapPin, Phone } from 'lucide-react';
import { DetailList } from './DetailList';

/** Contact lines: email, phone number and address (an institute's, on its card and on the admin dashboard). */
export interface ContactDetailsProps {
  email: string;
  phoneNumber: string;
  address: string;
}

/** Email, phone and address as a definition list, each named by its icon's label. */
export function ContactDetails({ email, phoneNumber, address }: ContactDetailsProps) {
  return (
    <DetailList
      items={[
        { term: <Mail size={16} aria-label="Email" />, description: email },
        { term: <Phone size={16} aria-label="Phone" />, description: phoneNumber },
        { term: <MapPin size={16} aria-label="Address" />, description: address },
      ]}
    />
  );
}
