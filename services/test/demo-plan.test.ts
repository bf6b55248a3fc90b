import { addDays, isoWeekday, mondayOf } from '../src/demo/demo-dates';
import { planDemoSchool } from '../src/demo/demo-plan';

const today = '2026-11-27';
const plan = planDemoSchool(today, 'k3x9ab', 42);
const subjectOf = new Map(plan.subjects.map((subject) => [subject.key, subject]));

describe('the demo school’s plan', () => {
  it('puts no teacher in two classes in one period, and each class’s period holds one subject or the elective pair', () => {
    const teaching = new Set<string>();
    const periods = new Map<string, string[]>();
    for (const slot of plan.slots) {
      const subject = subjectOf.get(slot.subjectKey)!;
      const seat = `${subject.teacher} ${slot.weekday} ${slot.period}`;
      expect(teaching.has(seat)).toBe(false);
      teaching.add(seat);
      const period = `${slot.classKey} ${slot.weekday} ${slot.period}`;
      periods.set(period, [...(periods.get(period) ?? []), subject.code]);
    }
    expect(periods.size).toBe(4 * 5 * 5);
    for (const codes of periods.values()) expect([['ENG'], ['MAT'], ['PHY'], ['CHE'], ['CS', 'BIO']]).toContainEqual(codes);
  });

  it('gives every student one elective and habits spread from 60 % to 98 %, and one family two children', () => {
    expect(plan.students).toHaveLength(160);
    expect(new Set(plan.students.map((student) => student.email)).size).toBe(160);
    const habits = plan.students.map((student) => student.habit);
    expect(Math.min(...habits)).toBe(0.6);
    expect(Math.max(...habits)).toBe(0.98);
    expect(plan.students.every((student) => ['CS', 'BIO'].includes(student.elective))).toBe(true);
    const children = plan.students.filter((student) => student.guardians.includes(plan.shown.parent));
    expect(children.map((child) => child.rollNumber)).toEqual(['11A01', '12A01']);
    expect(new Set(plan.parents.map((parent) => parent.email)).size).toBe(plan.parents.length);
  });

  it('dates the semester from the Monday ten weeks back, its past leave on school days and its pending leave ahead', () => {
    expect(plan.semester.startsOn).toBe(mondayOf(addDays(today, -70)));
    expect(plan.semester.endsOn > today).toBe(true);
    expect(plan.year.startsOn <= plan.semester.startsOn && plan.year.endsOn >= plan.semester.endsOn).toBe(true);
    for (const leave of plan.leave) {
      expect(isoWeekday(leave.startsOn)).toBeLessThan(6);
      expect(leave.status === 'pending').toBe(leave.startsOn > today);
    }
    const [pastHoliday, exams, coming] = plan.calendar;
    expect(pastHoliday!.endsOn < today && exams!.endsOn < today && coming!.startsOn > today).toBe(true);
  });

  it('names every person at the demo’s own example.com domain', () => {
    const people = [plan.admin, ...Object.values(plan.teachers), ...plan.students, ...plan.parents];
    for (const person of people) expect(person.email).toMatch(/^[a-z0-9.]+@demo-k3x9ab\.example\.com$/);
  });
});
