import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { OrdersConfig } from '../../config-orders';
import { hashPassword } from '../auth';
import type { UsersService } from '../users';

/**
 * The plant's first login (ARCHITECTURE "Runtime modes"): at start, when `ADMIN_EMAIL` is
 * set and no user has that e-mail, an active admin is created with `ADMIN_PASSWORD`, or
 * with a generated password logged this once. It is created once: a later start leaves the
 * account (and its password) alone; a customer account with that e-mail is made admin.
 * Of several processes starting together on one database, one inserts, and only it logs.
 */
export async function ensureFirstAdmin(deps: {
  admin: OrdersConfig['admin'];
  users: UsersService;
  clock: Clock;
  log: FastifyBaseLogger;
}): Promise<'created' | 'promoted' | 'exists' | 'off'> {
  const { admin, users, clock, log } = deps;
  if (!admin) return 'off';
  const now = clock.now().toISOString();
  const existing = await users.findByUsername(admin.email);
  if (existing) {
    if (existing.role === 'admin') return 'exists';
    await users.update(existing.id, { role: 'admin', modified_at: now });
    log.warn({ userId: existing.id }, 'ADMIN_EMAIL names an existing account: it is now an admin');
    return 'promoted';
  }
  const generated = admin.password === undefined;
  const password = admin.password ?? randomBytes(15).toString('base64url');
  const inserted = await users.insertIfAbsent({
    id: randomUUID(),
    username: admin.email,
    email: admin.email,
    password_hash: await hashPassword(password),
    status: 'active',
    role: 'admin',
    created_at: now,
    modified_at: now,
  });
  if (!inserted) return 'exists';
  if (generated) {
    // Printed once, on the start that made the account: there is no other way to learn it.
    log.warn(
      { adminEmail: admin.email, adminPassword: password },
      'first admin created with a generated password: sign in and keep it safe, it is not shown again',
    );
  } else {
    log.info({ adminEmail: admin.email }, 'first admin created from ADMIN_EMAIL');
  }
  return 'created';
}
