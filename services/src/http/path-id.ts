import { uuid } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';

const anId = uuid();

/** An id from the path: anything but a UUID names nothing, so it answers 404 with the not-found text. */
export function pathId(value: string | undefined, notFoundText: string): string {
  if (value === undefined || !anId.safeParse(value).success) throw new HttpError(404, [notFoundText]);
  return value;
}
