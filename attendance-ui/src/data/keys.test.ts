import { lectureKeys } from './keys';

const lectureId = 'e1f2a3b4-5c6d-4e7f-a8b9-c0d1e2f3a4b5';
const subjectId = 'a7e3c1d9-4b2f-4e8a-9d6c-1f0b3e5a7c29';

describe('the lectures’ swr keys', () => {
  it('are the addresses of each area’s calls, with only the filters set', () => {
    expect(lectureKeys.list('teacher')).toBe('/teacher/lectures');
    expect(lectureKeys.list('admin', { subjectId, from: '2026-01-01', to: '' })).toBe(
      `/admin/lectures?subjectId=${subjectId}&from=2026-01-01`,
    );
    expect(lectureKeys.detail('admin', lectureId)).toBe(`/admin/lectures/${lectureId}`);
  });

  it('tell a list or a record of the area from every other key, so a correction refreshes only those', () => {
    const ofTheOffice = [
      lectureKeys.list('admin'),
      lectureKeys.list('admin', { subjectId }),
      lectureKeys.detail('admin', lectureId),
    ];
    expect(ofTheOffice.map((key) => lectureKeys.isOfArea('admin', key))).toEqual([true, true, true]);
    const others = [
      lectureKeys.list('teacher'),
      lectureKeys.detail('teacher', lectureId),
      `/admin/lectures/${lectureId}/corrections`,
      '/admin/reports/attendance',
      null,
    ];
    expect(others.map((key) => lectureKeys.isOfArea('admin', key))).toEqual([false, false, false, false, false]);
  });
});
