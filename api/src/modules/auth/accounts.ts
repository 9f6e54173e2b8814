/**
 * What other modules may ask of accounts: read a user, set a user's loyalty points, name an
 * order page's customers. The user store (user-store.ts) stays the one writer of users; other
 * modules get this interface, never the database.
 */
import type { User } from '@store/shared';
import { CombinedDatabase } from '../../db/combined-db.js';
import { getUserDoc, toPublicUser, updateUserDoc, UserDocSchema, type UsersDb } from './user-store.js';

export interface Accounts {
  /** The public view of a user (never the password hash), or null when there is none. */
  getUserById(id: string): Promise<User | null>;
  /** Sets a user's loyalty points; an account that is gone (deleted by hand) is left alone. */
  setLoyaltyPoints(userId: string, points: number): Promise<void>;
  /** The name and e-mail of each user that exists, in one read (a page of orders' customers). */
  customers(userIds: string[]): Promise<Map<string, { name: string; email: string }>>;
}

export function createAccounts(users: UsersDb): Accounts {
  // Other modules read users under load (every placed order's confirmation): reads that arrive
  // while one is on its way go together, in one round trip (db/combined-db.ts).
  const combined = new CombinedDatabase(users);
  return {
    async getUserById(id) {
      const doc = await getUserDoc(combined, id);
      return doc ? toPublicUser(doc) : null;
    },
    async setLoyaltyPoints(userId, points) {
      if (await getUserDoc(users, userId)) await updateUserDoc(users, userId, (doc) => ({ ...doc, loyaltyPoints: points }));
    },
    async customers(userIds) {
      const docs = userIds.length ? await users.allDocs({ keys: userIds }) : [];
      return new Map(
        docs.flatMap((d) => {
          const user = UserDocSchema.safeParse(d);
          return user.success ? [[user.data._id, { name: user.data.name, email: user.data.email }] as const] : [];
        }),
      );
    },
  };
}
