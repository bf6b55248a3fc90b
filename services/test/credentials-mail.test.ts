import { type AccountCredentials, credentialsMail } from '../src/credentials/credentials-mail';

const parent: AccountCredentials = {
  role: 'parent',
  userId: '00000000-0000-4000-8000-000000000009',
  name: 'Ravi Sharma',
  email: 'ravi@mail.in',
  instituteName: 'Greenfield School',
  temporaryPassword: 'Temp!Pass1234567',
  loginUrl: 'http://localhost:3999/login',
  googleSignIn: false,
  expiresAt: new Date('2026-12-04T10:00:00Z'),
};

describe('credentialsMail', () => {
  it("names a parent's children in reissued credentials too, each its own mail", () => {
    const mail = credentialsMail({ ...parent, children: ['Aarav Sharma', 'Diya Sharma'], reissueId: 'r1' });
    expect(mail.text).toContain(
      'New sign-in details have been issued for your parent account at Greenfield School on RollCall. Any earlier password no longer works.\n\n' +
        "You can follow Aarav Sharma's and Diya Sharma's attendance on RollCall.\n",
    );
    expect(mail.idempotencyKey).toBe(`parent-credentials:${parent.userId}:reissue:r1`);
  });

  it('writes no children line for a parent with none known, nor for other roles', () => {
    expect(credentialsMail({ ...parent, children: [] }).text).not.toContain('You can follow');
    expect(credentialsMail({ ...parent, role: 'teacher' }).text).not.toContain('You can follow');
  });
});
