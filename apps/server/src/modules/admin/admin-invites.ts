import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import { ConflictError, ValidationError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import type { AuditService } from '../audit';
import { hashPassword, isEmail, normalizeEmail } from '../auth';
import type { UsersService } from '../users';

interface Deps {
  users: UsersService;
  audit: AuditService;
  clock: Clock;
  /** The auth module's reset link: the invited admin chooses their own password with it. */
  sendPasswordLink(email: string, locale: Locale): Promise<void>;
}

/**
 * Admins invite more admins by e-mail (issue 17). An existing account (not a guest) becomes
 * an admin; a new address gets an active admin account with a password nobody knows and a
 * mail with the link to set their own (the reset link, valid as long as any). Inviting an
 * admin again is a 409. Every invitation is audited.
 */
export function createAdminInvites({ users, audit, clock, sendPasswordLink }: Deps) {
  return async function invite(adminUserId: string, address: string, locale: Locale) {
    const email = normalizeEmail(address);
    if (!isEmail(email)) {
      throw new ValidationError('email_bad_request', 'Email bad request', 'Not an e-mail address');
    }
    const now = clock.now().toISOString();
    const existing = await users.findByUsername(email);
    if (existing?.role === 'admin') {
      throw new ConflictError('already_admin', 'This account is already an admin');
    }
    let userId: string;
    if (existing) {
      await users.update(existing.id, { role: 'admin', modified_at: now });
      userId = existing.id;
    } else {
      userId = randomUUID();
      await users.insert({
        id: userId,
        username: email,
        email,
        password_hash: await hashPassword(randomBytes(24).toString('base64url')),
        status: 'active',
        role: 'admin',
        created_at: now,
        modified_at: now,
      });
    }
    await audit.record({
      adminUserId,
      action: 'admin.invited',
      target: { type: 'users', id: userId },
      data: { email, existing: existing !== undefined },
    });
    await sendPasswordLink(email, locale);
    return { data: { type: 'users' as const, id: userId, attributes: { email, role: 'admin' } } };
  };
}
