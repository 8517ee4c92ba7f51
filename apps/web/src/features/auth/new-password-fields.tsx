import { Stack } from '@mantine/core';
import { checkNewPassword, type PasswordStrength } from '@vinyl/domain';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength';

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  passwordLabel: string;
  confirmationLabel: string;
  /** The domain rule's answer for `password` (`usePasswordStrength`), null while loading. */
  strength: PasswordStrength | null;
}

/**
 * Whether a new password and its confirmation can be sent (spec 1 §5: 8 characters, equal;
 * issue 13 hole 10: not too easy to guess).
 */
export function isNewPasswordReady(
  password: string,
  confirmation: string,
  strength: PasswordStrength | null,
): boolean {
  return checkNewPassword(password, confirmation).length === 0 && strength?.problem !== 'too_weak';
}

/**
 * A new password and its confirmation with the spec's messages (spec 1 §5): "Use a strong
 * password" as the hint, "Password is too short", "Passwords do not match".
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useAccountTexts();
  const { password, confirmation } = props;
  const problems = checkNewPassword(password, confirmation);
  const tooShort = password !== '' && problems.includes('too_short');
  const mismatch = confirmation !== '' && problems.includes('mismatch');
  const tooWeak = !tooShort && props.strength?.problem === 'too_weak';
  return (
    <Stack gap="sm">
      <PasswordField
        label={props.passwordLabel}
        name="new-password"
        autoComplete="new-password"
        required
        description={t('signup.strongPassword')}
        error={tooShort ? t('signup.tooShort') : tooWeak ? t('signup.tooWeak') : undefined}
        value={password}
        onChange={(event) => props.onPassword(event.currentTarget.value)}
      />
      <PasswordStrengthMeter strength={props.strength} />
      <PasswordField
        label={props.confirmationLabel}
        name="confirm-password"
        autoComplete="new-password"
        required
        error={mismatch ? t('signup.mismatch') : undefined}
        value={confirmation}
        onChange={(event) => props.onConfirmation(event.currentTarget.value)}
      />
    </Stack>
  );
}
