import { Page } from '@rollcall/ui-kit/pages';

export function SettingsPage() {
  return (
    <Page landmark="section" title="Settings">
      {null}
    </Page>
  );
}
