import { useSWRConfig } from 'swr';
import { useLocation } from 'react-router-dom';
import { Lightbulb } from 'lucide-react';
import { api, endpoints, keyOf } from '@rollcall/api-client';
import { createInstituteSchema, errorMessage, messages } from '@rollcall/contracts';
import { useTimedNotice, FormButtons, FormNotices, useSchemaForm } from '@rollcall/ui-kit/forms';
import { Page, Panel } from '@rollcall/ui-kit/pages';
import { emptyInstitute, InstituteFields } from './InstituteFields';
import { prefillFrom } from './institute-prefill';
import { Tip } from '../layout/Tip';
import { useSuperadminTexts } from '../texts/texts';

/**
 * Create New Institute. Opens prefilled when the router state
 * carries values (a registration request); Clear Form and a successful create empty every field.
 */
export function AddInstitutePage() {
  const t = useSuperadminTexts();
  const location = useLocation();
  const form = useSchemaForm(createInstituteSchema, emptyInstitute, {
    failureText: (error) => errorMessage(error, String(error)),
    prefill: prefillFrom(location.state),
  });
  const { busy } = form;
  const created = useTimedNotice();
  const { mutate } = useSWRConfig();

  const submit = form.submit(async (input) => {
    await api.call(endpoints.createInstitute, { body: input });
    form.reset();
    created.show(t('institutes.created'));
    void mutate(keyOf(endpoints.listInstitutes));
    // Dropped rather than revalidated: the dashboard must not show the old count, even for a moment.
    void mutate(keyOf(endpoints.platformStats), undefined);
  });

  return (
    <Page title={t('institutes.addTitle')} description={t('institutes.addDescription')} back narrow>
      <Panel as="form" onSubmit={submit} noValidate aria-label={t('institutes.addTitle')}>
        <FormNotices form={form} success={created} invalidBanner={messages.fixBeforeSubmitting} dismissible />
        <InstituteFields field={form.field} disabled={busy} />
        <FormButtons
          busy={busy}
          submitLabel={t('institutes.create')}
          busyLabel={t('institutes.creating')}
          resetLabel={t('institutes.clear')}
          onReset={form.reset}
        />
      </Panel>
      <Tip icon={<Lightbulb size={20} aria-hidden="true" />}>
        <strong>{t('institutes.tipLead')}</strong> {t('institutes.tip')}
      </Tip>
    </Page>
  );
}
