import { Page } from '@rollcall/ui-kit/pages';

export function TeacherPage() {
  return (
    <Page landmark="section" title="Teacher">
      {null}
    </Page>
  );
}
