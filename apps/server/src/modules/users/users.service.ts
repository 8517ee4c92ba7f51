import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { moveGuestData, takeOverGuest } from './guest-takeover';
import { createUsersRepository } from './users.repository';

/**
 * The users module's service (decision 019): the one way other modules (accounts, the
 * plant's back-office) read and write user rows. Each call takes the caller's transaction
 * when it must be part of one (sign-up, activation). Who the user is (sessions, passwords,
 * mails) is the auth module's business; this module keeps the rows and a guest's data.
 */
export function createUsersService(db: Kysely<Database>) {
  const users = createUsersRepository(db);
  return {
    findById: users.findById,
    findByUsername: users.findByUsername,
    /** Inserts the row unless the username is taken: false when it was. */
    insertIfAbsent: users.insertIfAbsent,
    insert: users.insert,
    update: users.update,
    delete: users.delete,
    /** A guest's albums, discs, audio, uploads, files and orders become the user's. */
    moveGuestData,
    /** Signs a guest's work over to the account they signed in to, in one transaction. */
    takeOverGuest: (guestId: string, userId: string) => takeOverGuest(db, guestId, userId),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
