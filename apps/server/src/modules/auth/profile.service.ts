import {
  checkFiscalCode,
  FISCAL_CODE_INVALID,
  isGuestUsername,
  normaliseFiscalCode,
} from '@vinyl/domain';
import type { Clock } from '../../clock';
import { AppError, ForbiddenError, ValidationError } from '../../http/errors';
import type { UserRow, UsersService } from '../users';
import type { AuthService } from './auth.service';
import { checkNewPasswordStrength, hashPassword, verifyPassword } from './passwords';

export interface ProfileInput {
  name?: string | null | undefined;
  surname?: string | null | undefined;
  phone?: string | null | undefined;
  national_id_number?: string | null | undefined;
}

interface Deps {
  users: UsersService;
  auth: AuthService;
  clock: Clock;
}

const PHONE = /^\+?[0-9 ().-]{3,30}$/;

/** Empty means "not given": stored as null. */
function cleaned(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Spec 1 §2 profile, §6: registered users only; the e-mail (the username) is read only. */
export function createProfileService({ users, auth, clock }: Deps) {
  function requireRegistered(user: UserRow): void {
    if (isGuestUsername(user.username)) {
      throw new ForbiddenError('registered_only', 'Sign up to use this feature');
    }
  }

  async function updateProfile(user: UserRow, input: ProfileInput): Promise<UserRow> {
    requireRegistered(user);
    const phone = cleaned(input.phone);
    if (phone && !PHONE.test(phone)) {
      throw new ValidationError('validation_failed', 'The request is not valid', 'phone');
    }
    let fiscalCode = cleaned(input.national_id_number);
    if (fiscalCode) {
      // spec 1 §5: uppercased, then the pattern and the check letter.
      fiscalCode = normaliseFiscalCode(fiscalCode);
      if (checkFiscalCode(fiscalCode) !== 'valid') {
        throw new ValidationError('fiscal_code_invalid', FISCAL_CODE_INVALID);
      }
    }
    const patch = {
      name: cleaned(input.name),
      surname: cleaned(input.surname),
      phone,
      national_id_number: fiscalCode,
    };
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await users.update(user.id, { ...changes, modified_at: clock.now().toISOString() });
    return (await users.findById(user.id)) ?? user;
  }

  /** Current password required; every session ends and the caller gets a new one. */
  async function changePassword(
    user: UserRow,
    currentPassword: string,
    newPassword: string,
  ): Promise<string> {
    requireRegistered(user);
    if (!user.password_hash) {
      throw new AppError(409, 'no_password', 'This account has no password yet');
    }
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      throw new ValidationError('current_password_wrong', 'The current password is not correct');
    }
    await checkNewPasswordStrength(newPassword, [user.username]);
    const passwordHash = await hashPassword(newPassword);
    await users.update(user.id, {
      password_hash: passwordHash,
      modified_at: clock.now().toISOString(),
    });
    await auth.endAllSessions(user.id);
    return auth.startSession(user.id);
  }

  /**
   * Deletes the account and everything it owns (foreign keys cascade). Confirmed with the
   * password, or with the e-mail address for an account that signs in only through Google
   * or Facebook. TODO(issue 9): paid orders must outlive the account for the plant's books.
   */
  async function deleteAccount(user: UserRow, confirmation: { password?: string; email?: string }) {
    requireRegistered(user);
    if (user.password_hash) {
      if (!(await verifyPassword(user.password_hash, confirmation.password ?? ''))) {
        throw new ValidationError('current_password_wrong', 'The current password is not correct');
      }
    } else if ((confirmation.email ?? '').trim().toLowerCase() !== user.username) {
      throw new ValidationError('confirmation_wrong', 'Type your e-mail address to confirm');
    }
    await users.delete(user.id);
  }

  return { changePassword, deleteAccount, updateProfile };
}

export type ProfileService = ReturnType<typeof createProfileService>;
