import { Page } from '@rollcall/ui-kit/pages';

export function SubjectPage() {
  return (
    <Page landmark="section" title="Subject">
      {null}
    </Page>
  );
}
