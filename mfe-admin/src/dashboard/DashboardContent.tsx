import type { SWRResponse } from 'swr';
import { type DashboardResponse, errorMessage } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { ListFailure, ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { DashboardFigures } from './DashboardFigures';
import { useDashboardTexts } from './useDashboardTexts';

interface DashboardContentProps {
  answer: SWRResponse<DashboardResponse>;
  askedDay: string | undefined;
}

const refused = (error: unknown) => (error as { status?: number } | undefined)?.status === 403;

/**
 * The dashboard while it first loads, when it failed (a refusal said calmly, anything else with Retry), or the
 * figures; a failed refresh keeps the figures and says why above them.
 */
export function DashboardContent({ answer, askedDay }: DashboardContentProps) {
  const texts = useDashboardTexts();
  const { data, error, isLoading, mutate } = answer;
  if (!data && isLoading) return <ListLoading label={texts.loading} />;
  if (!data) {
    const why = errorMessage(error, texts.failed);
    if (refused(error)) return <Notice type="info">{why}</Notice>;
    return <ListFailure message={why} onRetry={() => void mutate()} />;
  }
  return (
    <>
      {error && !isLoading ? (
        <RetryNotice onRetry={() => void mutate()}>{texts.refreshFailed(errorMessage(error, texts.failed))}</RetryNotice>
      ) : null}
      <DashboardFigures dashboard={data} askedDay={askedDay} />
    </>
  );
}
