import { type CredentialsLetterhead, queueCredentialsMails } from '../credentials/queue-credentials';
import type { Queryable } from '../db/pool';
import { insertAccounts, type NewPerson } from '../users/new-accounts';
import {
  childNamesOf,
  deleteChildlessParents,
  type GuardianLink,
  insertGuardianLinks,
  parentIdsByEmail,
  unlinkGuardians,
} from './guardian-store';

export interface Ward {
  studentId: string;
  guardians: NewPerson[];
}

/**
 * Links each student to their guardians: a parent of the institute with the guardian's email is linked as
 * they are; anyone else gets a new parent account and its credentials mail, naming the children linked to them now
 * (one account for siblings who share a guardian). Answers the guardian emails that a parent of another institute
 * holds: then nothing should be kept, and the caller rolls back.
 */
export async function linkGuardians(
  db: Queryable,
  instituteId: string,
  wards: Ward[],
  letterhead: CredentialsLetterhead,
): Promise<{ elsewhere: string[]; parentIds: string[] }> {
  const guardians = new Map<string, NewPerson>();
  for (const ward of wards)
    for (const guardian of ward.guardians) if (!guardians.has(guardian.email)) guardians.set(guardian.email, guardian);
  if (guardians.size === 0) return { elsewhere: [], parentIds: [] };

  const parentIds = await parentIdsByEmail(db, instituteId, [...guardians.keys()]);
  const newParents = [...guardians.values()].filter((guardian) => !parentIds.has(guardian.email));
  const { created, taken } = await insertAccounts(db, instituteId, 'parent', newParents);
  if (taken.length > 0) return { elsewhere: taken, parentIds: [] };
  for (const parent of created) parentIds.set(parent.email, parent.id);

  const links: GuardianLink[] = wards.flatMap((ward) =>
    ward.guardians.map((guardian) => ({ parentId: parentIds.get(guardian.email)!, studentId: ward.studentId })),
  );
  await insertGuardianLinks(db, instituteId, links);
  const createdIds = created.map((parent) => parent.id);
  const children = await childNamesOf(db, instituteId, createdIds);
  await queueCredentialsMails(
    db,
    'parent',
    created.map((parent) => ({ ...parent, children: children.get(parent.id) ?? [] })),
    letterhead,
  );
  return { elsewhere: [], parentIds: [...parentIds.values()] };
}

/** Makes `guardians` the student's whole list: parents left out are unlinked, and removed when no child is left to them. */
export async function replaceGuardians(
  db: Queryable,
  instituteId: string,
  ward: Ward,
  letterhead: CredentialsLetterhead,
): Promise<{ elsewhere: string[] }> {
  const { elsewhere, parentIds } = await linkGuardians(db, instituteId, [ward], letterhead);
  if (elsewhere.length > 0) return { elsewhere };
  const unlinked = await unlinkGuardians(db, instituteId, ward.studentId, parentIds);
  await deleteChildlessParents(db, instituteId, unlinked);
  return { elsewhere: [] };
}
