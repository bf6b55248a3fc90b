import { identityHeaders, type Identity } from '@rollcall/contracts/internal';

/** Creates `count` institutes through services' own API (as the super admin), a few at a time. */
export async function seedInstitutes(servicesUrl: string, secret: string, superadmin: Identity, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = ++next;
      const answer = await fetch(`${servicesUrl}/superadmin/institute`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...identityHeaders(secret, superadmin) },
        body: JSON.stringify({
          name: `Bench Institute ${String(n).padStart(4, '0')}`,
          email: `office${n}@bench-institute.test`,
          phoneNumber: `+91 98${String(n).padStart(8, '0')}`,
          address: `${n} Long Address Road, Sector ${n % 50}, Bench City, State ${n % 28}, PIN ${560000 + n}`,
        }),
      });
      if (answer.status !== 201) throw new Error(`seeding institute ${n} failed: ${answer.status} ${await answer.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
