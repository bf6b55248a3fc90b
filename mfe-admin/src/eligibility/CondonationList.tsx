import { useId, useState } from 'react';
import { failureReason } from '@rollcall/api-client';
import type { Condonation, EligibilitySubject } from '@rollcall/contracts';
import { Badge, Button } from '@rollcall/ui-kit';
import { DetailList, type DetailListItem, ListEmpty, ListStates } from '@rollcall/ui-kit/pages';
import { useInstituteMoment } from './moments';
import { condonationTexts as texts, studentTexts } from './texts';
import { useCondonations } from './useEligibility';
import { WithdrawCondonationDialog } from './WithdrawCondonationDialog';
import styles from './Eligibility.module.css';

interface CondonationListProps {
  studentId: string;
  /** The student's subjects, which name the condonations' subjects. */
  subjects: readonly EligibilitySubject[];
  /** Whether the admin may withdraw (correct_attendance); the server refuses the rest anyway. */
  canWithdraw: boolean;
  onWithdrawn: () => void;
}

/** A student's condonations, newest first, withdrawn ones kept: each withdrawable while it counts. */
export function CondonationList({ studentId, subjects, canWithdraw, onWithdrawn }: CondonationListProps) {
  const headingId = useId();
  const list = useCondonations(studentId);
  const moment = useInstituteMoment();
  const [withdrawing, setWithdrawing] = useState<{ condonation: Condonation; title: string } | null>(null);

  const titleOf = (condonation: Condonation) => {
    const subject = subjects.find((candidate) => candidate.subjectId === condonation.subjectId);
    return texts.title(subject ? `${subject.code} ${subject.name}` : texts.otherSubject, condonation.lectures);
  };
  const details = (condonation: Condonation): DetailListItem[] => [
    { term: texts.reason, description: condonation.reason },
    ...(condonation.reference ? [{ term: texts.reference, description: condonation.reference }] : []),
    { term: texts.granted, description: texts.by(moment(condonation.grantedAt), condonation.grantedBy?.name ?? null) },
    ...(condonation.withdrawnAt
      ? [{ term: texts.withdrawn, description: texts.by(moment(condonation.withdrawnAt), condonation.withdrawnBy?.name ?? null) }]
      : []),
  ];

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {studentTexts.condonationsHeading}
      </h2>
      <ListStates list={list} noun={studentTexts.condonationsNoun} reason={failureReason}>
        {list.data && list.data.condonations.length > 0 ? (
          <ul className={styles.condonations}>
            {list.data.condonations.map((condonation) => {
              const title = titleOf(condonation);
              return (
                <li key={condonation.id} className={styles.condonation} aria-label={title}>
                  <div className={styles.condonationTop}>
                    <h3 className={styles.condonationTitle}>{title}</h3>
                    {condonation.withdrawnAt ? (
                      <Badge>{texts.withdrawnBadge}</Badge>
                    ) : (
                      <Badge tone="success">{texts.inForce}</Badge>
                    )}
                  </div>
                  <DetailList items={details(condonation)} termWidth="6rem" />
                  {canWithdraw && !condonation.withdrawnAt ? (
                    <div>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={studentTexts.withdrawOne(title)}
                        onClick={() => setWithdrawing({ condonation, title })}
                      >
                        {studentTexts.withdraw}
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <ListEmpty title={studentTexts.noCondonations} />
        )}
      </ListStates>
      {withdrawing ? (
        <WithdrawCondonationDialog
          {...withdrawing}
          onClose={() => setWithdrawing(null)}
          onWithdrawn={() => {
            setWithdrawing(null);
            onWithdrawn();
          }}
        />
      ) : null}
    </section>
  );
}
