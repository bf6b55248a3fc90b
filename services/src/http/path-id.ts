import { uuid } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';

const isUuid = uuid();

/** The id a path names; one that is not a UUID names nothing, so it is answered as not found. */
export function pathId(value: string | undefined, notFoundText: string): string {
  if (!isUuid.safeParse(value).success) throw new HttpError(404, [notFoundText]);
  return value as string;
}
