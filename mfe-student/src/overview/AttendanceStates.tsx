import type { ReactNode } from 'react';
import { CalendarX } from 'lucide-react';
import type { SWRResponse } from 'swr';
import { errorMessage, portalMessages, type StudentAttendanceResponse } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { ListEmpty, ListStates } from '@rollcall/ui-kit/pages';
import { useWords } from '../texts/useWords';

interface AttendanceStatesProps {
  answer: SWRResponse<StudentAttendanceResponse>;
  children: (attendance: StudentAttendanceResponse) => ReactNode;
}

/**
 * A semester's attendance while it loads and when it failed (with Retry). A 404 is an answer, not a
 * failure: no semester set up yet is a calm empty state, anything else (a student who is not the
 * parent's child) is the server's own words.
 */
export function AttendanceStates({ answer, children }: AttendanceStatesProps) {
  const { t, answer: said, reason } = useWords();
  const status = (answer.error as { status?: number } | undefined)?.status;
  if (status === 404 && !answer.data) {
    const message = errorMessage(answer.error, portalMessages.childNotFound);
    if (message === portalMessages.noSemester) return <ListEmpty icon={<CalendarX size={40} />} title={said(message)} />;
    return <Notice type="error">{said(message)}</Notice>;
  }
  return (
    <ListStates list={answer} loading={t('overview.loading')} failed={t('overview.failed')} reason={reason}>
      {answer.data ? children(answer.data) : null}
    </ListStates>
  );
}
