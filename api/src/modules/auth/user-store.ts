/**
 * User documents in the private `users` database. E-mail uniqueness holds under concurrency
 * because every account also owns an `email:<address>` claim document: CouchDB lets only one
 * writer create a given _id, so two sign-ups with one address cannot both win.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AddressSchema, InterfaceLanguageSchema, ROLES, UserSchema, type User } from '@store/shared';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { isConflict } from '../../db/couch.js';
import { conflict, HttpError } from '../../http/errors.js';
import { parseWith, writeDoc } from '../../db/update-doc.js';

export type UsersDb = CouchDatabase<DocBase & Record<string, unknown>>;

/** Loose: fields other modules may add later (e.g. loyalty) survive our rewrites. */
export const UserDocSchema = z.looseObject({
  _id: z.string(),
  _rev: z.string().optional(),
  type: z.literal('user'),
  schemaVersion: z.literal(1),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  passwordHash: z.string(),
  addresses: z.array(AddressSchema),
  loyaltyPoints: z.number().int().min(0),
  language: InterfaceLanguageSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type UserDoc = z.infer<typeof UserDocSchema>;

const EmailClaimSchema = z.object({
  _id: z.string(),
  _rev: z.string(),
  type: z.literal('email-claim'),
  userId: z.string(),
  createdAt: z.string(),
});

/** A claim whose account never appeared (a crash between the two writes) is taken over after this. */
const ORPHAN_CLAIM_MS = 60_000;

export const USER_NOT_FOUND = 'User not found';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please log in instead.';

const claimId = (email: string) => `email:${email.toLowerCase()}`;
export const newUserId = () => `u_${randomBytes(9).toString('base64url')}`;

/** The public view of a user: everything but the password hash and bookkeeping. */
export function toPublicUser(doc: UserDoc): User {
  return UserSchema.parse(doc);
}

const parseUserDoc = parseWith(UserDocSchema);

export async function getUserDoc(db: UsersDb, id: string): Promise<UserDoc | null> {
  return parseUserDoc(await db.get(id));
}

export async function findUserByEmail(db: UsersDb, email: string): Promise<UserDoc | null> {
  const raw = await db.get(claimId(email));
  const claim = EmailClaimSchema.safeParse(raw);
  if (!claim.success) return null;
  const user = await getUserDoc(db, claim.data.userId);
  return user && user.email === email.toLowerCase() ? user : null;
}

/** Reserves an e-mail for a user; throws 409 when another account holds it. */
export async function claimEmail(db: UsersDb, email: string, userId: string): Promise<void> {
  const doc = { _id: claimId(email), type: 'email-claim', userId, createdAt: new Date().toISOString() };
  try {
    await db.put(doc);
    return;
  } catch (e) {
    if (!isConflict(e)) throw e;
  }
  const existing = EmailClaimSchema.safeParse(await db.get(claimId(email)));
  if (!existing.success) throw conflict(EMAIL_TAKEN_MESSAGE);
  if (existing.data.userId === userId) return;
  const owner = await getUserDoc(db, existing.data.userId);
  const orphaned = (!owner || owner.email !== email.toLowerCase()) && Date.now() - Date.parse(existing.data.createdAt) > ORPHAN_CLAIM_MS;
  if (!orphaned) throw conflict(EMAIL_TAKEN_MESSAGE);
  try {
    await db.put({ ...doc, _rev: existing.data._rev });
  } catch (e) {
    if (isConflict(e)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw e;
  }
}

/** Frees an e-mail, but only if this user still holds it. Best effort: a leftover claim is taken over later. */
export async function releaseEmail(db: UsersDb, email: string, userId: string): Promise<void> {
  const existing = EmailClaimSchema.safeParse(await db.get(claimId(email)));
  if (!existing.success || existing.data.userId !== userId) return;
  try {
    await db.remove(existing.data._id, existing.data._rev);
  } catch (e) {
    if (!isConflict(e)) throw e;
  }
}

export interface NewUser {
  name: string;
  email: string;
  phone: string | null;
  role: UserDoc['role'];
  passwordHash: string;
}

export async function createUserDoc(db: UsersDb, input: NewUser): Promise<UserDoc> {
  const id = newUserId();
  const email = input.email.toLowerCase();
  await claimEmail(db, email, id);
  const doc: UserDoc = {
    _id: id,
    type: 'user',
    schemaVersion: 1,
    name: input.name,
    email,
    phone: input.phone,
    role: input.role,
    passwordHash: input.passwordHash,
    addresses: [],
    loyaltyPoints: 0,
    createdAt: new Date().toISOString(),
  };
  try {
    const saved = await db.put(doc);
    return { ...doc, _rev: saved._rev };
  } catch (e) {
    await releaseEmail(db, email, id).catch(() => undefined);
    throw e;
  }
}

/**
 * Changes a user document (db/update-doc.ts: a concurrent write makes it read again and retry):
 * `change` gets a copy of the current document and returns the new one, or throws an HttpError.
 */
export async function updateUserDoc(
  db: UsersDb,
  id: string,
  change: (doc: UserDoc) => UserDoc,
  notFoundMessage = USER_NOT_FOUND,
): Promise<UserDoc> {
  return writeDoc<UserDoc>(
    db,
    id,
    (current) => {
      if (!current) throw new HttpError(404, notFoundMessage);
      return { ...change(structuredClone(current)), _id: current._id, updatedAt: new Date().toISOString() };
    },
    { parse: parseUserDoc },
  );
}
