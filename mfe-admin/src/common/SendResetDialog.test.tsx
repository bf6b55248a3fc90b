import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import { type Permission, passwordResetMessages } from '@rollcall/contracts';
import { chooseOption } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { classFixtures, studentFixtures, teacherFixtures } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';
import { sendResetTexts } from './SendResetDialog';

const { meera } = teacherFixtures;
const { asha, ravi } = studentFixtures;
const sent = ok({ message: passwordResetMessages.adminSent });
const resetOf = (id: string) => `POST /admin/users/${id}/password-reset`;

async function openTeachers(routes: Record<string, Route> = {}, permissions?: readonly Permission[]) {
  const gateway = adminGateway({ 'GET /admin/teachers': ok({ teachers: [meera] }), ...routes }, permissions);
  renderAdmin('/admin/teacher');
  await screen.findByRole('table', { name: 'Teachers' });
  await waitFor(() => expect(gateway.callsTo('GET /admin/me')).toHaveLength(1));
  return gateway;
}

async function openStudents(routes: Record<string, Route> = {}) {
  const gateway = adminGateway({
    'GET /admin/classes': ok({ classes: [classFixtures.tenA] }),
    'GET /admin/students': ok({ students: [asha, ravi] }),
    ...routes,
  });
  renderAdmin('/admin/administration/students');
  await screen.findByRole('table', { name: 'Students' });
  await waitFor(() => expect(gateway.callsTo('GET /admin/me')).toHaveLength(1));
  return gateway;
}

const button = (name: string) => screen.getByRole('button', { name: `${sendResetTexts.button}: ${name}` });

describe('Send password reset', () => {
  it("sends a teacher's reset from their row, showing progress, then says so", async () => {
    const user = userEvent.setup();
    const held = heldReply();
    const gateway = await openTeachers({ [resetOf(meera.id)]: held.route });
    await user.click(button(meera.name));
    const confirm = screen.getByRole('dialog', { name: sendResetTexts.title(meera.name) });
    expect(confirm).toHaveTextContent(meera.email);
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: sendResetTexts.send }));
    expect(within(confirm).getByRole('button', { name: sendResetTexts.sending })).toBeDisabled();
    await act(async () => held.release(sent));
    expect(await screen.findByText(sendResetTexts.sent(meera.name, meera.email))).toBeInTheDocument();
    expect(gateway.callsTo(resetOf(meera.id))).toHaveLength(1);
  });

  it('keeps a refusal in the dialog, in words', async () => {
    const user = userEvent.setup();
    await openTeachers({ [resetOf(meera.id)]: failure(404, passwordResetMessages.personNotFound) });
    await user.click(button(meera.name));
    const confirm = screen.getByRole('dialog', { name: sendResetTexts.title(meera.name) });
    await user.click(within(confirm).getByRole('button', { name: sendResetTexts.send }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(passwordResetMessages.personNotFound);
  });

  it("sends a student's reset, or one of their guardian's, from the student's row", async () => {
    const user = userEvent.setup();
    const guardian = asha.guardians[0]!;
    const gateway = await openStudents({ [resetOf(asha.id)]: sent, [resetOf(guardian.id)]: sent });
    await user.click(button(asha.name));
    let confirm = screen.getByRole('dialog', { name: sendResetTexts.title(asha.name) });
    expect(confirm).toHaveTextContent(asha.email);
    await user.click(within(confirm).getByRole('button', { name: sendResetTexts.send }));
    expect(await screen.findByText(sendResetTexts.sent(asha.name, asha.email))).toBeInTheDocument();

    await user.click(button(asha.name));
    confirm = screen.getByRole('dialog', { name: sendResetTexts.title(asha.name) });
    await chooseOption(user, sendResetTexts.who, `${guardian.name} (Guardian)`, confirm);
    expect(confirm).toHaveTextContent(guardian.email);
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: sendResetTexts.send }));
    expect(await screen.findByText(sendResetTexts.sent(guardian.name, guardian.email))).toBeInTheDocument();
    expect(gateway.callsTo(resetOf(asha.id))).toHaveLength(1);
    expect(gateway.callsTo(resetOf(guardian.id))).toHaveLength(1);
  });

  it('offers no choice for a student without guardians', async () => {
    const user = userEvent.setup();
    await openStudents();
    await user.click(button(ravi.name));
    const confirm = screen.getByRole('dialog', { name: sendResetTexts.title(ravi.name) });
    expect(within(confirm).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('is offered only to an admin who manages people', async () => {
    await openTeachers({}, ['manage_roles']);
    expect(screen.queryByRole('button', { name: `${sendResetTexts.button}: ${meera.name}` })).not.toBeInTheDocument();
  });
});
