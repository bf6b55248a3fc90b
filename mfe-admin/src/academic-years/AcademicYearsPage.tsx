import { Page } from '@rollcall/ui-kit/pages';

export function AcademicYearsPage() {
  return (
    <Page landmark="section" title="Years & semesters">
      {null}
    </Page>
  );
}
