import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { endpoints, isKeyOf } from '@rollcall/api-client';
import { createRegisterQueue, type QueuedRegister, type RegisterQueue, type SendOutcome } from './registerQueue';
import { retryDelay } from './retryDelay';

export interface RegisterQueueState {
  /** The registers on this device still to be saved. */
  queued: QueuedRegister[];
  /** What became of each register sent during this visit, by lecture id. */
  outcomes: Readonly<Record<string, SendOutcome>>;
  /** Keeps the register on this device, then sends it. */
  submit(register: QueuedRegister): Promise<SendOutcome>;
}

/** What a saved register changes: the day's lectures, a roster's periods taken, the past lectures and the report. */
const changedBySaving = [
  endpoints.teacherToday,
  endpoints.roster,
  endpoints.teacherLectures,
  endpoints.teacherLecture,
  endpoints.teacherAttendanceReport,
];

const RegisterQueueContext = createContext<RegisterQueueState | null>(null);

/** The offline queue of the signed-in teacher's registers, for every screen of the area. */
export function useRegisterQueue(): RegisterQueueState {
  const state = useContext(RegisterQueueContext);
  if (!state) throw new Error('useRegisterQueue needs a RegisterQueueProvider');
  return state;
}

interface RegisterQueueProviderProps {
  userId: string;
  children: ReactNode;
  /** The queue itself (a test's, sending to its own double); by default the browser's, sending to the gateway. */
  queue?: RegisterQueue;
}

/**
 * Sends what is queued when the area opens, again when the browser comes back online or another register reaches
 * the server, and on a timer (2 s doubling to 30 s) while something waits for a connection. A saved register
 * refreshes the teacher's lists.
 */
export function RegisterQueueProvider({ userId, children, queue: given }: RegisterQueueProviderProps) {
  const queue = useMemo(() => given ?? createRegisterQueue(userId), [given, userId]);
  const { mutate } = useSWRConfig();
  const [queued, setQueued] = useState(() => queue.list());
  const [outcomes, setOutcomes] = useState<Record<string, SendOutcome>>({});
  const [failures, setFailures] = useState(0);
  const mounted = useRef(true);

  const settle = useCallback(
    (results: Array<{ id: string; outcome: SendOutcome }>) => {
      if (!mounted.current) return;
      setQueued(queue.list());
      if (results.length > 0)
        setOutcomes((before) => ({ ...before, ...Object.fromEntries(results.map((r) => [r.id, r.outcome])) }));
      if (results.some((result) => result.outcome.kind === 'saved')) {
        void mutate((key) => changedBySaving.some((endpoint) => isKeyOf(endpoint, key)));
      }
      const waiting = results.some((result) => result.outcome.kind === 'waiting');
      setFailures((before) => (waiting ? before + 1 : 0));
    },
    [queue, mutate],
  );

  const sendAll = useCallback(() => queue.sendAll().then(settle), [queue, settle]);

  useEffect(() => {
    mounted.current = true;
    void sendAll();
    const onOnline = () => void sendAll();
    window.addEventListener('online', onOnline);
    return () => {
      mounted.current = false;
      window.removeEventListener('online', onOnline);
    };
  }, [sendAll]);

  useEffect(() => {
    if (failures === 0) return;
    const timer = setTimeout(() => void sendAll(), retryDelay(failures));
    return () => clearTimeout(timer);
  }, [failures, sendAll]);

  const submit = useCallback(
    async (register: QueuedRegister) => {
      queue.add(register);
      setQueued(queue.list());
      const outcome = await queue.send(register.submission.id);
      settle([{ id: register.submission.id, outcome }]);
      // This register reached the server, so the others waiting can too; settling it alone stopped their retries.
      if (outcome.kind !== 'waiting' && queue.list().length > 0) void sendAll();
      return outcome;
    },
    [queue, settle, sendAll],
  );

  const value = useMemo(() => ({ queued, outcomes, submit }), [queued, outcomes, submit]);
  return <RegisterQueueContext.Provider value={value}>{children}</RegisterQueueContext.Provider>;
}
