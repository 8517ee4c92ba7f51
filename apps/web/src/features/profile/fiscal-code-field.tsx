import { Group, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { checkFiscalCode } from '@vinyl/domain';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';

/**
 * The Italian fiscal code with the three messages of spec 1 §5 on the field: "Insert fiscal
 * code" while empty, "Invalid fiscal code" or "Valid fiscal code" once typed.
 */
export function FiscalCodeField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useAccountTexts();
  const status = checkFiscalCode(value);
  return (
    <TextInput
      label={t('profile.fiscalCode')}
      name="national_id_number"
      autoComplete="off"
      maxLength={16}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
      error={status === 'invalid' ? t('profile.fiscalInvalid') : undefined}
      description={
        status === 'valid' ? (
          // Dark text with a green mark: green text this small is below AA contrast.
          <Group component="span" gap={4} wrap="nowrap">
            <IconCircleCheck size={14} color="var(--mantine-color-teal-8)" aria-hidden="true" />
            <Text span size="xs" c="dark">
              {t('profile.fiscalValid')}
            </Text>
          </Group>
        ) : status === 'empty' ? (
          t('profile.fiscalEmpty')
        ) : undefined
      }
    />
  );
}
