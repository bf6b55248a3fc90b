import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@rollcall/api-client/testing';
import { lectureFixtures, mathsRecord } from '@rollcall/attendance-ui/testing';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderTeacher, teacherGateway } from '../../test/area';
import { rosterAnswer, rosterOf, rosterPath, subjectFixtures, subjectsAnswer, todayAnswer } from '../../test/fixtures';

const { maths, physics } = lectureFixtures;
const mathsLectures = `GET /teacher/lectures?subjectId=${subjectFixtures.maths.id}`;
const gatewayFor = () =>
  teacherGateway({
    [mathsLectures]: ok({ lectures: [maths] }),
    'GET /teacher/today': todayAnswer(),
    'GET /teacher/subjects': subjectsAnswer(),
    [rosterPath(subjectFixtures.maths.id)]: rosterAnswer(rosterOf(3)),
    'GET /teacher/lectures': ok({ lectures: [physics, maths] }),
    [`GET /teacher/lectures/${maths.id}`]: { body: mathsRecord() },
  });

describe('History', () => {
  it('is a section of the tab bar listing my past lectures, each opening its record and coming back', async () => {
    const user = userEvent.setup();
    gatewayFor();
    renderTeacher('/teacher');
    await user.click(await screen.findByRole('link', { name: 'History' }));
    expect(addressBar()).toHaveTextContent(/^\/teacher\/history$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Lectures' });
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Open MA101 on 12 Jan 2026, period 2' }));
    expect(addressBar()).toHaveTextContent(`/teacher/history/${maths.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'MA101 Mathematics' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Correct / })).toHaveLength(3);
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(addressBar()).toHaveTextContent(/^\/teacher\/history$/);
  });

  it("opens from a subject's roster with that subject's lectures asked for", async () => {
    const user = userEvent.setup();
    const gateway = gatewayFor();
    renderTeacher(`/teacher/classes/${subjectFixtures.maths.id}`);
    await user.click(await screen.findByRole('button', { name: 'Past lectures' }));
    expect(addressBar()).toHaveTextContent(`/teacher/history?subjectId=${subjectFixtures.maths.id}`);
    await screen.findByRole('table', { name: 'Lectures' });
    expect(gateway.callsTo(mathsLectures)).not.toHaveLength(0);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['12 Jan 2026']);
  });
});
