import { adminTexts } from './texts';

describe('the office’s texts', () => {
  it('stay English in a language that has no catalogue of them yet', async () => {
    await expect(adminTexts.textsIn('ta')).rejects.toThrow();
    expect(adminTexts.loaded('ta')).toBeUndefined();
    expect(adminTexts.english('menu.lectures')).toBe('Attendance records');
  });

  it('keep today’s English word for word, with its choices filled', () => {
    const english = adminTexts.english;
    expect(english('common.removeTitle', { verb: 'Remove', name: '8-A' })).toBe('Remove 8-A');
    expect(english('common.removeQuestion', { verb: 'Delete', name: 'Clerk' })).toBe('Are you sure you want to delete Clerk?');
    expect(english('common.removed', { name: '8-A', outcome: 'archived' })).toBe(
      '8-A has attendance records, so it was archived and stays in reports',
    );
    expect(english('common.removed', { name: '8-A', outcome: 'removed' })).toBe('8-A was removed');
  });
});

describe('the timetable’s texts', () => {
  const english = adminTexts.english;

  it('count lectures and changes as they did, saying nothing of none', () => {
    expect(english('timetable.week.unsaved', { count: 0 })).toBe('');
    expect(english('timetable.week.unsaved', { count: 1 })).toBe('1 unsaved change');
    expect(english('timetable.leaving.question', { count: 3 })).toBe(
      'This timetable has 3 unsaved changes. Leave without saving them?',
    );
    expect(english('timetable.week.outOfStep', { count: 1 })).toBe("1 lecture keeps other times than its period's.");
    expect(english('timetable.week.outOfStep', { count: 2 })).toBe("2 lectures keep other times than its period's.");
  });

  it('preview a copied day with what it replaces, only when it replaces something', () => {
    expect(english('timetable.copyDay.previewDay', { weekday: 'Tuesday', copies: 1, replaced: 0 })).toBe('Tuesday: 1 lecture');
    expect(english('timetable.copyDay.previewDay', { weekday: 'Tuesday', copies: 2, replaced: 1 })).toBe(
      'Tuesday: 2 lectures, in place of its 1 lecture',
    );
    expect(english('timetable.copyDay.copyTo', { count: 2 })).toBe('Copy to 2 days');
  });

  it('say what a copied week replaces in the other class', () => {
    expect(english('timetable.copyWeek.replaces', { className: '10 B', count: 0 })).toBe(
      '10 B has no lectures this semester yet.',
    );
    expect(english('timetable.copyWeek.replaces', { className: '10 B', count: 1 })).toBe(
      "This replaces the 1 lecture of 10 B's week.",
    );
    expect(english('timetable.copyWeek.replaces', { className: '10 B', count: 4 })).toBe(
      "This replaces the 4 lectures of 10 B's week.",
    );
  });

  it('tell a cancel from a cover', () => {
    const lecture = english('timetable.day.lecture', { subject: 'Mathematics', period: 1 });
    expect(english('timetable.change.done', { change: 'cancel', lecture, day: '12 Jan 2026' })).toBe(
      'Mathematics, period 1 is cancelled on 12 Jan 2026',
    );
    expect(english('timetable.change.done', { change: 'cover', lecture, day: '12 Jan 2026' })).toBe(
      'Mathematics, period 1 is covered on 12 Jan 2026',
    );
    const note = {
      subject: 'Mathematics',
      teacher: 'Meera Iyer',
      startsAt: '09:00',
      endsAt: '09:45',
      day: 'Monday, 12 January 2026',
    };
    expect(english('timetable.change.note', { ...note, change: 'cover' })).toBe(
      'Mathematics with Meera Iyer, 09:00–09:45 on Monday, 12 January 2026. The cover teacher takes its register that day.',
    );
  });
});
