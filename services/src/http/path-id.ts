import { uuid } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';

const anyUuid = uuid();

/** The id of a path such as /admin/teachers/{id}: anything but a UUID names nothing there, so it is a 404. */
export function pathId(value: string | undefined, notFoundText: string): string {
  if (!anyUuid.safeParse(value).success) throw new HttpError(404, [notFoundText]);
  return value!;
}
