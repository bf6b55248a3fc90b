import { Page } from '@rollcall/ui-kit/pages';
import { InstituteLoadFailure } from '../institute/InstituteLoadFailure';
import { useAdminInstitute } from '../institute/useAdminInstitute';

/** Reports: the title and the institute, until the reports are built. */
export function SectionPage({ title }: { title: string }) {
  const { data } = useAdminInstitute();
  return (
    <Page landmark="section" title={title} description={data?.institute.name}>
      <InstituteLoadFailure />
    </Page>
  );
}
