import { useKitTexts } from '@rollcall/ui-kit';
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
  const t = useKitTexts();
  return (
    <DetailList
      items={[
        { term: <Mail size={16} aria-label={t('contact.email')} />, description: email },
        { term: <Phone size={16} aria-label={t('contact.phone')} />, description: phoneNumber },
        { term: <MapPin size={16} aria-label={t('contact.address')} />, description: address },
      ]}
    />
  );
}
