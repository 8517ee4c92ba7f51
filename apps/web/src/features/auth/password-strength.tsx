import { Progress, Stack, Text } from '@mantine/core';
import { loadPasswordRule, type PasswordRule, type PasswordStrength } from '@vinyl/domain';
import { useEffect, useState } from 'react';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';

/**
 * The domain's password rule (issue 13 hole 10), the one the server applies. Its dictionary
 * loads when a form that sets a password mounts, not with the login page; until it has
 * loaded (or if it cannot), the answer is null and the server still checks.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength | null {
  const [rule, setRule] = useState<PasswordRule | null>(null);
  useEffect(() => {
    let active = true;
    loadPasswordRule().then(
      (loaded) => active && setRule(() => loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  if (!rule || password === '') return null;
  return rule(password, userInputs);
}

const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;
const COLOURS = ['red.8', 'red.8', 'yellow.8', 'teal.8', 'green.8'] as const;

/** A five-step meter under the new password, with its level in words. */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  const { t } = useAccountTexts();
  if (!strength) return null;
  const level = LEVELS[strength.score] ?? 'veryWeak';
  const words = t('signup.strength', { level: t(`signup.strengthLevels.${level}`) });
  return (
    <Stack gap={4}>
      <Progress
        value={((strength.score + 1) / LEVELS.length) * 100}
        color={COLOURS[strength.score]}
        size="sm"
        aria-label={words}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {words}
      </Text>
    </Stack>
  );
}
