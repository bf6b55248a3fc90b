import { Page } from '@rollcall/ui-kit/pages';
import { InstituteLoadFailure } from '../institute/InstituteLoadFailure';
import { useAdminInstitute } from '../institute/useAdminInstitute';

/** Subject, Teacher, Administration and Reports: the title and the institute, until the attendance work fills them. */
export function SectionPage({ title }: { title: string }) {
  const { data } = useAdminInstitute();
  return (
    <Page landmark="section" title={title} description={data?.institute.name}>
      <InstituteLoadFailure />
    </Page>
  );
}
