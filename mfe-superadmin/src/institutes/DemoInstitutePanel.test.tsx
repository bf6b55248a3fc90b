import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoInstituteTexts } from '@rollcall/contracts';
import { failure, heldReply, mockGateway, ok } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { institutes, renderSuperadmin } from '../../test/area';

const demo = {
  id: '0b6f3c9e-1d2a-4e5b-8c7d-000000000009',
  name: 'Sunrise Public School (demo k3x9)',
  email: 'office@demo-k3x9.example.com',
  phoneNumber: '+91 20 4000 0000',
  address: 'Demo institute: every person in it is made up\nPune 411001',
};
const signIns = [
  { role: 'admin', name: 'Asha Rao', email: 'asha.rao@demo-k3x9.example.com', password: 'x7#Kq2mWv9pLr4Tz8bNc' },
  { role: 'teacher', name: 'Meera Iyer', email: 'meera.iyer@demo-k3x9.example.com', password: 'R4t!vN8qz2WmK7pLx3Hd' },
  { role: 'student', name: 'Aarav Sharma', email: '11a01@demo-k3x9.example.com', password: 'h9Q@2wLk7ZpX4mTv8RcN' },
  { role: 'parent', name: 'Rajesh Sharma', email: 'parent.11a01@demo-k3x9.example.com', password: 'Pz5%kW8nQ3tLx7mVr2Jd' },
];
const createButton = () => screen.getByRole('button', { name: demoInstituteTexts.create });

describe('Create demo institute on the Institutes Hub', () => {
  it('shows progress while the school is made, then its four sign-ins once, and lists the new institute', async () => {
    const user = userEvent.setup();
    const held = heldReply();
    const gateway = mockGateway({
      'GET /superadmin/institute': ok({ instituteData: institutes }),
      'POST /superadmin/demo-institutes': held.route,
    });
    renderSuperadmin('/superadmin/view-institutes');
    await screen.findByRole('article', { name: 'Greenfield College' });
    expect(screen.getByText(demoInstituteTexts.explanation)).toBeInTheDocument();

    await user.click(createButton());
    const busy = screen.getByRole('button', { name: demoInstituteTexts.creating });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(gateway.callsTo('POST /superadmin/demo-institutes')).toHaveLength(1);

    gateway.set({ 'GET /superadmin/institute': ok({ instituteData: [...institutes, demo] }) });
    await act(async () => held.release({ status: 201, body: { success: true, institute: demo, signIns } }));

    expect(await screen.findByText(demoInstituteTexts.created(demo.name))).toBeInTheDocument();
    const list = screen.getByRole('list', { name: demoInstituteTexts.signInsCaption });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Admin', 'Teacher', 'Student', 'Parent']);
    const parent = within(list).getByRole('listitem', { name: 'Parent' });
    expect(within(parent).getByText('Rajesh Sharma')).toBeInTheDocument();
    expect(within(parent).getByText('parent.11a01@demo-k3x9.example.com')).toBeInTheDocument();
    expect(within(parent).getByText('Pz5%kW8nQ3tLx7mVr2Jd')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: demo.name })).toBeInTheDocument();
    expect(gateway.callsTo('GET /superadmin/institute')).toHaveLength(2);
    expect(createButton()).toBeEnabled();
    expect(await seriousAxeViolations()).toEqual([]);

    // Dismissed, the passwords are gone for good.
    await user.click(
      within(screen.getByText(demoInstituteTexts.created(demo.name)).closest('[role]')!).getByRole('button', { name: 'Dismiss' }),
    );
    expect(screen.queryByText('Pz5%kW8nQ3tLx7mVr2Jd')).not.toBeInTheDocument();
  });

  it('says in words why a demo institute was not made, and the button works again', async () => {
    const user = userEvent.setup();
    const refusal = demoInstituteTexts.tooMany(12);
    const gateway = mockGateway({
      'GET /superadmin/institute': ok({ instituteData: institutes }),
      'POST /superadmin/demo-institutes': failure(429, refusal),
    });
    renderSuperadmin('/superadmin/view-institutes');
    await screen.findByRole('article', { name: 'Greenfield College' });
    await user.click(createButton());
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: demoInstituteTexts.signInsCaption })).not.toBeInTheDocument();
    expect(createButton()).toBeEnabled();
    expect(gateway.callsTo('GET /superadmin/institute')).toHaveLength(1);
  });
});
