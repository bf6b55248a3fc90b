import type { LectureResponse, SubmitLectureInput } from '@rollcall/contracts';
import { createRegisterQueue, outcomeOfFailure, type QueuedRegister, queuedFor, registerQueueKey } from './registerQueue';
import { retryDelay } from './retryDelay';

const submission = (id: string, period = 1): SubmitLectureInput => ({
  id,
  subjectId: 'e0000001-0000-4000-8000-000000000001',
  heldOn: '2026-11-23',
  period,
  marks: [{ studentId: 'f0000001-0000-4000-8000-000000000001', status: 'absent' }],
});
const register = (id: string, period = 1): QueuedRegister => ({
  submission: submission(id, period),
  label: { subjectName: 'Mathematics', subjectCode: 'MA101', className: 'Class 10 A' },
  absentees: [{ id: 'f0000001-0000-4000-8000-000000000001', name: 'Asha Verma', rollNumber: '10A-01', onLeave: false }],
});
const saved = (id: string): LectureResponse => ({ success: true, lecture: { id, present: 0, absent: 1 } });
const offline = { status: 0, data: null, message: 'Network error: the server could not be reached' };
const refusal = (status: number, message: string) => ({ status, data: { success: false, errors: [message] }, message: '' });

beforeEach(() => localStorage.clear());

describe('the register queue', () => {
  it('keeps a register before it is sent, and drops it once the server accepts it', async () => {
    const post = jest.fn(async (body: SubmitLectureInput) => {
      expect(createRegisterQueue('teacher-1').list()).toHaveLength(1);
      return saved(body.id);
    });
    const queue = createRegisterQueue('teacher-1', localStorage, post);
    queue.add(register('lecture-1'));
    expect(await queue.send('lecture-1')).toEqual({ kind: 'saved', lecture: { id: 'lecture-1', present: 0, absent: 1 } });
    expect(post).toHaveBeenCalledWith(submission('lecture-1'));
    expect(queue.list()).toEqual([]);
    expect(localStorage.getItem(registerQueueKey('teacher-1'))).toBeNull();
  });

  it('still sends and retries a register the device refuses to store (storage full), while the page is open', async () => {
    const full: Storage = Object.assign(Object.create(localStorage), {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    const post = jest
      .fn()
      .mockRejectedValueOnce(offline)
      .mockImplementation(async (body: SubmitLectureInput) => saved(body.id));
    const queue = createRegisterQueue('teacher-1', full, post);
    queue.add(register('lecture-1'));
    expect(queue.list()).toEqual([register('lecture-1')]);
    expect(await queue.send('lecture-1')).toEqual({ kind: 'waiting' });
    expect(await queue.sendAll()).toEqual([
      { id: 'lecture-1', outcome: { kind: 'saved', lecture: { id: 'lecture-1', present: 0, absent: 1 } } },
    ]);
    expect(post).toHaveBeenCalledTimes(2);
    expect(queue.list()).toEqual([]);
  });

  it.each([
    ['no connection', offline],
    ['a timeout', refusal(408, 'Request timeout')],
    ['too many requests', refusal(429, 'Too many requests')],
    ['a server fault', refusal(503, 'Service temporarily unavailable, please try again')],
  ])('keeps a register after %s, to send it again with the same id', async (_, failure) => {
    const post = jest
      .fn()
      .mockRejectedValueOnce(failure)
      .mockImplementation(async (body: SubmitLectureInput) => saved(body.id));
    const queue = createRegisterQueue('teacher-1', localStorage, post);
    queue.add(register('lecture-1'));
    expect(await queue.send('lecture-1')).toEqual({ kind: 'waiting' });
    expect(queue.list().map((queued) => queued.submission.id)).toEqual(['lecture-1']);
    expect((await queue.sendAll()).map((result) => result.outcome.kind)).toEqual(['saved']);
    expect(post.mock.calls.map(([body]) => body.id)).toEqual(['lecture-1', 'lecture-1']);
  });

  it('keeps a register while the session has ended', async () => {
    const queue = createRegisterQueue('teacher-1', localStorage, jest.fn().mockRejectedValue(refusal(401, 'Please sign in')));
    queue.add(register('lecture-1'));
    expect(await queue.send('lecture-1')).toEqual({ kind: 'signed-out' });
    expect(queue.list()).toHaveLength(1);
  });

  it.each([400, 403, 409])('drops a register the server refuses for good (%i), with its message', async (status) => {
    const post = jest.fn().mockRejectedValue(refusal(status, 'Attendance for this lecture has already been taken'));
    const queue = createRegisterQueue('teacher-1', localStorage, post);
    queue.add(register('lecture-1'));
    expect(await queue.send('lecture-1')).toEqual({
      kind: 'refused',
      message: 'Attendance for this lecture has already been taken',
    });
    expect(queue.list()).toEqual([]);
  });

  it('sends a register once while a send of it is under way', async () => {
    let answer: (value: LectureResponse) => void = () => {};
    const post = jest.fn(() => new Promise<LectureResponse>((resolve) => (answer = resolve)));
    const queue = createRegisterQueue('teacher-1', localStorage, post);
    queue.add(register('lecture-1'));
    const first = queue.send('lecture-1');
    const second = queue.sendAll();
    answer(saved('lecture-1'));
    expect((await first).kind).toBe('saved');
    expect((await second).map((result) => result.outcome.kind)).toEqual(['saved']);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('leaves out of a round a register that another send saved meanwhile', async () => {
    let answerFirst: (value: LectureResponse) => void = () => {};
    const post = jest.fn((body: SubmitLectureInput) =>
      body.id === 'lecture-1'
        ? new Promise<LectureResponse>((resolve) => (answerFirst = resolve))
        : Promise.resolve(saved(body.id)),
    );
    const queue = createRegisterQueue('teacher-1', localStorage, post);
    queue.add(register('lecture-1'));
    queue.add(register('lecture-2', 2));
    const round = queue.sendAll();
    expect((await queue.send('lecture-2')).kind).toBe('saved');
    answerFirst(saved('lecture-1'));
    expect((await round).map(({ id, outcome }) => [id, outcome.kind])).toEqual([['lecture-1', 'saved']]);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('survives a reload, keeps each teacher apart, and never doubles a register added again', () => {
    createRegisterQueue('teacher-1', localStorage, jest.fn()).add(register('lecture-1'));
    const reloaded = createRegisterQueue('teacher-1', localStorage, jest.fn());
    reloaded.add(register('lecture-1'));
    reloaded.add(register('lecture-2', 2));
    expect(
      createRegisterQueue('teacher-1')
        .list()
        .map((queued) => queued.submission.id),
    ).toEqual(['lecture-1', 'lecture-2']);
    expect(createRegisterQueue('teacher-2').list()).toEqual([]);
  });

  it('reads a damaged store as empty', () => {
    localStorage.setItem(registerQueueKey('teacher-1'), '{not json');
    expect(createRegisterQueue('teacher-1').list()).toEqual([]);
  });

  it('finds the queued register of a lecture by subject, day and period', () => {
    const queued = [register('lecture-1', 1), register('lecture-2', 2)];
    const lecture = { subjectId: 'e0000001-0000-4000-8000-000000000001', heldOn: '2026-11-23' };
    expect(queuedFor(queued, { ...lecture, period: 2 })?.submission.id).toBe('lecture-2');
    expect(queuedFor(queued, { ...lecture, period: 3 })).toBeUndefined();
  });

  it('reads a thrown error without an answer as no connection', () => {
    expect(outcomeOfFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'waiting' });
  });
});

test('waits 2 s before the first retry, doubling up to 30 s', () => {
  expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
});
