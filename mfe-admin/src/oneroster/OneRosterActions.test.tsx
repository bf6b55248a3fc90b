import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fileReply, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import type { OneRosterPreview } from '@rollcall/contracts';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { adminGateway } from '../../test/gateway';
import { classFixtures, studentFixtures } from '../../test/fixtures';
import { adminTexts } from '../texts/texts';

const t = adminTexts.english;

const IMPORT = 'POST /admin/imports/oneroster';
const COMMIT = 'POST /admin/imports/oneroster?commit=1';

const preview: OneRosterPreview = {
  success: true,
  files: [
    { file: 'users.csv', created: 1, updated: 1, unchanged: 30, refused: 0 },
    { file: 'enrollments.csv', created: 2, updated: 0, unchanged: 90, refused: 0 },
  ],
  lines: [
    { file: 'users.csv', line: 4, sourcedId: 'u-4', action: 'create', what: 'Student Ananya Iyer (8B-14)' },
    { file: 'users.csv', line: 9, sourcedId: 'u-9', action: 'update', what: 'Teacher Rahul Menon' },
  ],
  errors: [],
};

async function openPage(routes: Record<string, Route> = {}) {
  const gateway = adminGateway({
    'GET /admin/classes': ok({ classes: [classFixtures.tenA] }),
    'GET /admin/students': ok({ students: [studentFixtures.asha] }),
    ...routes,
  });
  renderAdmin('/admin/administration/students');
  await screen.findByRole('table', { name: 'Students' });
  return gateway;
}

const zip = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'roster.zip', { type: 'application/x-zip-compressed' });

describe('OneRoster on Students & parents', () => {
  it('downloads the export under the name the server gives it', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:roster');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const held = heldReply();
    const gateway = await openPage({ 'GET /admin/exports/oneroster.zip': held.route });
    await user.click(screen.getByRole('button', { name: t('oneroster.download') }));
    expect(await screen.findByRole('button', { name: t('oneroster.downloading') })).toBeInTheDocument();
    held.release(fileReply('PK', 'application/zip', 'oneroster.zip'));
    await waitFor(() => expect(saved).toEqual(['oneroster.zip blob:roster']));
    expect(gateway.callsTo('GET /admin/exports/oneroster.zip')).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('says why an export failed', async () => {
    const user = userEvent.setup();
    await openPage({ 'GET /admin/exports/oneroster.zip': failure(403, 'You do not have permission to do this') });
    await user.click(screen.getByRole('button', { name: t('oneroster.download') }));
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  });

  it('sends the zip as a zip, shows what it would do, then applies it', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({
      [IMPORT]: ok(preview),
      [COMMIT]: { status: 201, body: { success: true, files: preview.files, created: 3, updated: 1 } },
    });
    await user.click(screen.getByRole('button', { name: t('oneroster.importButton') }));
    const dialog = screen.getByRole('dialog', { name: t('oneroster.dialogTitle') });
    const apply = within(dialog).getByRole('button', { name: t('oneroster.commit') });
    expect(apply).toBeDisabled();
    await user.upload(within(dialog).getByLabelText(t('oneroster.chooseFile')), zip());
    const table = await within(dialog).findByRole('table', { name: t('oneroster.linesCaptionAll', { all: 2 }) });
    expect(within(table).getByRole('row', { name: /Teacher Rahul Menon/ })).toHaveTextContent('Change');
    expect(within(dialog).getByText(t('oneroster.counts', { ...preview.files[0]! }))).toBeInTheDocument();
    const sent = Object.entries(gateway.callsTo(IMPORT)[0]!.headers).find(([name]) => name.toLowerCase() === 'content-type');
    expect(sent?.[1]).toBe('application/zip');
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.click(apply);
    expect(await within(dialog).findByText(t('oneroster.done', { created: 3, updated: 1 }))).toBeInTheDocument();
    expect(gateway.callsTo(COMMIT)).toHaveLength(1);
  });

  it('names the refused lines and does not offer to apply the file', async () => {
    const user = userEvent.setup();
    const refused = {
      ...preview,
      lines: [
        {
          file: 'users.csv',
          line: 7,
          sourcedId: 'u-7',
          action: 'refuse' as const,
          what: 'Student X',
          message: 'The email is not a valid address',
        },
      ],
      errors: ['users.csv line 7: The email is not a valid address'],
    };
    await openPage({ [IMPORT]: ok(refused) });
    await user.click(screen.getByRole('button', { name: t('oneroster.importButton') }));
    const dialog = screen.getByRole('dialog', { name: t('oneroster.dialogTitle') });
    await user.upload(within(dialog).getByLabelText(t('oneroster.chooseFile')), zip());
    expect(await within(dialog).findByText('users.csv line 7: The email is not a valid address')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t('oneroster.commit') })).toBeDisabled();
  });

  it('shows a zip refused whole in the server’s words', async () => {
    const user = userEvent.setup();
    await openPage({ [IMPORT]: failure(400, 'The file is not a zip archive') });
    await user.click(screen.getByRole('button', { name: t('oneroster.importButton') }));
    const dialog = screen.getByRole('dialog', { name: t('oneroster.dialogTitle') });
    await user.upload(within(dialog).getByLabelText(t('oneroster.chooseFile')), zip());
    expect(await within(dialog).findByText('The file is not a zip archive')).toBeInTheDocument();
  });
});
