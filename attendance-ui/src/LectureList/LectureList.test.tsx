import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockGateway, ok, type Route } from '@rollcall/api-client/testing';
import { offThePhone, onAPhone, renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { lectureFixtures } from '../testing/fixtures';
import { LectureList, type LectureListProps } from './LectureList';

const { maths, physics } = lectureFixtures;
const subjects = [
  { value: maths.subjectId, label: 'MA101 Mathematics' },
  { value: physics.subjectId, label: 'PH101 Physics' },
];

function showList(routes: Record<string, Route>, props: Partial<LectureListProps> = {}) {
  const gateway = mockGateway(routes);
  const onOpen = jest.fn();
  renderRoute('/lectures', { '/lectures': <LectureList area="admin" subjects={subjects} onOpen={onOpen} {...props} /> });
  return { gateway, onOpen };
}

const rowOf = (date: string) => screen.getByRole('rowheader', { name: date }).closest('tr')!;

describe('LectureList', () => {
  it('lists lectures newest first with their counts and corrections; each opens its record', async () => {
    const user = userEvent.setup();
    const { onOpen } = showList({ 'GET /admin/lectures': ok({ lectures: [maths, physics] }) });
    const table = await screen.findByRole('table', { name: 'Lectures' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Period', 'Subject', 'Class', 'Taken by', 'Attendance', 'Corrections', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['13 Jan 2026', '12 Jan 2026']);
    expect(rowOf('13 Jan 2026')).toHaveTextContent('PH101');
    expect(within(rowOf('13 Jan 2026')).getByRole('cell', { name: '52 of 60 present' })).toBeInTheDocument();
    expect(within(rowOf('13 Jan 2026')).getByRole('cell', { name: 'None' })).toBeInTheDocument();
    expect(within(rowOf('12 Jan 2026')).getByRole('cell', { name: 'Corrected: 1' })).toBeInTheDocument();
    expect(within(rowOf('12 Jan 2026')).getByRole('cell', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Open MA101 on 12 Jan 2026, period 2' }));
    expect(onOpen).toHaveBeenCalledWith(maths.id);
  });

  it('asks the server for the chosen subject and days, starting from the preselected subject', async () => {
    const user = userEvent.setup();
    const ofMaths = `GET /admin/lectures?subjectId=${maths.subjectId}`;
    const fromDay = `${ofMaths}&from=2026-01-01`;
    const allFrom = 'GET /admin/lectures?from=2026-01-01';
    const { gateway } = showList(
      { [ofMaths]: ok({ lectures: [maths] }), [fromDay]: ok({ lectures: [] }), [allFrom]: ok({ lectures: [maths, physics] }) },
      { initialFilter: { subjectId: maths.subjectId } },
    );
    await screen.findByRole('rowheader', { name: '12 Jan 2026' });
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveTextContent('MA101 Mathematics');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    expect(await screen.findByText('No lectures match these filters')).toBeInTheDocument();
    expect(gateway.callsTo(fromDay)).toHaveLength(1);
    await user.click(screen.getByRole('combobox', { name: 'Subject' }));
    await user.click(screen.getByRole('option', { name: 'All subjects' }));
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(2));
    expect(gateway.callsTo(allFrom)).toHaveLength(1);
  });

  it('says when there are no lectures yet, and clears filters that match none', async () => {
    const user = userEvent.setup();
    const ofMaths = `GET /admin/lectures?subjectId=${maths.subjectId}`;
    showList(
      { [ofMaths]: ok({ lectures: [] }), 'GET /admin/lectures': ok({ lectures: [] }) },
      { initialFilter: { subjectId: maths.subjectId } },
    );
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No lectures yet')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveTextContent('All subjects');
  });

  it("shows a failure with the server's reason and loads again on Retry", async () => {
    const user = userEvent.setup();
    const { gateway } = showList(
      { 'GET /teacher/lectures': failure(503, 'Service temporarily unavailable, please try again') },
      { area: 'teacher' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load lectures: Service temporarily unavailable, please try again',
    );
    expect(await seriousAxeViolations()).toEqual([]);
    gateway.set({ 'GET /teacher/lectures': ok({ lectures: [physics] }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: '13 Jan 2026' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    afterEach(offThePhone);

    it('shows each lecture as a card with its counts and Open, no wider than the screen', async () => {
      onAPhone();
      const user = userEvent.setup();
      const { onOpen } = showList({ 'GET /admin/lectures': ok({ lectures: [physics, maths] }) });
      const cards = await screen.findByRole('region', { name: 'Lectures' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(
        within(cards)
          .getAllByRole('listitem')
          .map((card) => card.textContent),
      ).toEqual([
        '13 Jan 2026 · Period 1PH101 PhysicsClass 10 A · Meera Iyer52 of 60 presentOpen',
        '12 Jan 2026 · Period 2MA101 MathematicsClass 10 A · Meera Iyer2 of 3 presentCorrected: 1Open',
      ]);
      expect(await seriousAxeViolations()).toEqual([]);
      await user.click(within(cards).getByRole('button', { name: 'Open MA101 on 12 Jan 2026, period 2' }));
      expect(onOpen).toHaveBeenCalledWith(maths.id);
    });
  });
});
