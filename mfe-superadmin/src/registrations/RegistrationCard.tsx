import { useNavigate } from 'react-router-dom';
import { Plus } from 'lucide-react';
import type { RegistrationEnquiry } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { Card, DetailList } from '@rollcall/ui-kit/pages';
import { addInstituteState } from '../institutes/institute-prefill';
import styles from './RegistrationRequests.module.css';
import { useSuperadminTexts } from '../texts/texts';

/** A tel: address keeps only the digits and a leading plus; the number is shown as the institute typed it. */
const telHref = (phoneNumber: string) => `tel:${phoneNumber.replace(/(?!^\+)[^\d]/g, '')}`;

const receivedAt = (createdAt: string) =>
  new Date(createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One registration request with everything needed for the verification call, and a way to register the institute. */
export function RegistrationCard({ enquiry }: { enquiry: RegistrationEnquiry }) {
  const t = useSuperadminTexts();
  const navigate = useNavigate();
  const createInstitute = () =>
    navigate('../add-institute', {
      state: addInstituteState({ name: enquiry.instituteName, email: enquiry.email, phoneNumber: enquiry.phoneNumber }),
    });

  return (
    <Card
      title={enquiry.instituteName}
      className={styles.card}
      subtitle={
        <>
          {t('registrations.received')} <time dateTime={enquiry.createdAt}>{receivedAt(enquiry.createdAt)}</time>
        </>
      }
    >
      <DetailList
        termWidth="5rem"
        items={[
          { term: t('registrations.contact'), description: enquiry.contactName },
          { term: t('registrations.email'), description: <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a> },
          { term: t('registrations.phone'), description: <a href={telHref(enquiry.phoneNumber)}>{enquiry.phoneNumber}</a> },
          {
            term: t('registrations.students'),
            description: enquiry.students === null ? t('registrations.notGiven') : enquiry.students.toLocaleString(),
          },
        ]}
      />
      {enquiry.message ? <blockquote className={styles.message}>{enquiry.message}</blockquote> : null}
      <div className={styles.cardActions}>
        <Button size="sm" icon={<Plus size={16} />} onClick={createInstitute}>
          {t('registrations.create')}
        </Button>
      </div>
    </Card>
  );
}
