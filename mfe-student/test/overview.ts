import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Gateway, ok } from '@rollcall/api-client/testing';
import { chooseOption } from '@rollcall/ui-kit/testing';
import { evenSemesterAttendance, semesterFixtures } from './fixtures';

export const overall = () => screen.findByRole('region', { name: 'Overall attendance' });
export const dayByDay = () => screen.getByRole('region', { name: 'Day by day' });

/**
 * Chooses the even semester in the picker of a page whose attendance comes from `call` ('GET /student/attendance'),
 * and checks it was asked for by id and named in the address (`at` is the page's path).
 */
export async function checkSemesterSwitch(gateway: Gateway, call: string, at: string) {
  const even = `${call}?semesterId=${semesterFixtures.even.id}`;
  gateway.set({ [even]: ok({ ...evenSemesterAttendance }) });
  await chooseOption(userEvent.setup(), 'Semester', 'Even semester 2025', await overall());
  expect(await screen.findByText('February 2025')).toBeInTheDocument();
  expect(gateway.callsTo(even)).toHaveLength(1);
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`${at}?semesterId=${semesterFixtures.even.id}`);
  expect(
    within(dayByDay())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Tuesday, 4 February 2025', 'Monday, 3 February 2025']);
}
