import { type AnswerOf, api, endpoints } from '@rollcall/api-client';
import { errorMessage, type LectureCounts, type RosterStudent, type SubmitLectureInput } from '@rollcall/contracts';

/** What a queued register is about, so a screen can name it without asking the server. */
export interface RegisterLabel {
  subjectName: string;
  subjectCode: string;
  className: string;
}

/** A register saved on this device and not yet accepted by the server. */
export interface QueuedRegister {
  submission: SubmitLectureInput;
  label: RegisterLabel;
  /** The students marked absent, to confirm what was saved even when the roster cannot be loaded again. */
  absentees: RosterStudent[];
}

/** What became of one attempt to send a register. */
export type SendOutcome =
  /** Accepted (201, or 200 for an id the server already holds): it has left the queue. */
  | { kind: 'saved'; lecture: LectureCounts }
  /** No connection, a timeout, too many requests or a server fault: kept, and tried again. */
  | { kind: 'waiting' }
  /** The session has ended: kept until the teacher signs in again. */
  | { kind: 'signed-out' }
  /** Refused for good (400, 403, 409...): it has left the queue, and the server's message says why ('' when it gave none). */
  | { kind: 'refused'; message: string };

/** Where the queue lives: per signed-in user, so a shared phone never sends one teacher's register as another's. */
export const registerQueueKey = (userId: string) => `rollcall.teacher.registers.${userId}`;

export type SendRegister = (submission: SubmitLectureInput) => Promise<AnswerOf<typeof endpoints.takeRegister>>;
const postLecture: SendRegister = (submission) => api.call(endpoints.takeRegister, { body: submission });

/** Whether a failed send may succeed later unchanged: nothing reached the server, or it could not answer now. */
function isPassing(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The outcome of a send that threw (an ApiError of the api-client). */
export function outcomeOfFailure(error: unknown): SendOutcome {
  const status = (error as { status?: number } | null)?.status ?? 0;
  if (isPassing(status)) return { kind: 'waiting' };
  if (status === 401) return { kind: 'signed-out' };
  return { kind: 'refused', message: errorMessage(error, '') };
}

function read(storage: Storage, key: string): QueuedRegister[] {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as QueuedRegister[]) : [];
  } catch {
    return [];
  }
}

export interface RegisterQueue {
  /** The registers still to be saved, oldest first. */
  list(): QueuedRegister[];
  /** Keeps a register on this device (again under the same id: replaced, never doubled). */
  add(register: QueuedRegister): void;
  /** Sends one queued register; a send already under way for it is joined, never repeated. */
  send(id: string): Promise<SendOutcome>;
  /** Sends every queued register, one after the other. */
  sendAll(): Promise<Array<{ id: string; outcome: SendOutcome }>>;
}

/**
 * The queue of registers waiting for the server. A register is written here before it is sent and leaves it
 * only once the server has accepted or refused it for good, so a lost connection or a closed tab loses
 * nothing; the id made when the register was opened goes with every retry, so it is never saved twice.
 */
export function createRegisterQueue(
  userId: string,
  storage: Storage = localStorage,
  post: SendRegister = postLecture,
): RegisterQueue {
  const key = registerQueueKey(userId);
  const sending = new Map<string, Promise<SendOutcome>>();
  // Where the registers live while the device's storage refuses them (full, or turned off): a register saved then
  // is still sent and retried while the page is open, though a closed tab cannot keep it.
  let unstored: QueuedRegister[] | null = null;
  const load = () => unstored ?? read(storage, key);
  const write = (registers: QueuedRegister[]) => {
    try {
      if (registers.length > 0) storage.setItem(key, JSON.stringify(registers));
      else storage.removeItem(key);
      unstored = null;
    } catch {
      unstored = registers;
    }
  };
  const remove = (id: string) => write(load().filter((register) => register.submission.id !== id));

  async function attempt(register: QueuedRegister): Promise<SendOutcome> {
    try {
      const answer = await post(register.submission);
      remove(register.submission.id);
      return { kind: 'saved', lecture: answer.lecture };
    } catch (error) {
      const outcome = outcomeOfFailure(error);
      if (outcome.kind === 'refused') remove(register.submission.id);
      return outcome;
    }
  }

  /** The send under way for a register, else a new one while it is queued; nothing once it has left the queue. */
  function sendQueued(id: string): Promise<SendOutcome> | undefined {
    const under = sending.get(id);
    if (under) return under;
    const register = load().find((queued) => queued.submission.id === id);
    if (!register) return undefined;
    const sent = attempt(register).finally(() => sending.delete(id));
    sending.set(id, sent);
    return sent;
  }

  return {
    list: load,
    add(register) {
      const others = load().filter((queued) => queued.submission.id !== register.submission.id);
      write([...others, register]);
    },
    send: (id) => sendQueued(id) ?? Promise.resolve({ kind: 'waiting' }),
    async sendAll() {
      const results: Array<{ id: string; outcome: SendOutcome }> = [];
      for (const { submission } of load()) {
        // A register saved by another send while this round waited on an earlier one has no outcome of this round.
        const sent = sendQueued(submission.id);
        if (sent) results.push({ id: submission.id, outcome: await sent });
      }
      return results;
    },
  };
}

/** The queued register of a lecture (a subject, a day and a period), if there is one. */
export function queuedFor(
  registers: readonly QueuedRegister[],
  lecture: { subjectId: string; heldOn: string; period: number },
): QueuedRegister | undefined {
  return registers.find(
    ({ submission }) =>
      submission.subjectId === lecture.subjectId && submission.heldOn === lecture.heldOn && submission.period === lecture.period,
  );
}
