import { Group, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { checkFiscalCode } from '@vinyl/domain';

export interface FiscalCodeTexts {
  label: string;
  /** "Insert fiscal code" */
  empty: string;
  /** "Invalid fiscal code" */
  invalid: string;
  /** "Valid fiscal code" */
  valid: string;
}

type FiscalCodeInputProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'label' | 'error' | 'description'
> & {
  value: string;
  onChange: (value: string) => void;
  texts: FiscalCodeTexts;
};

/**
 * The Italian fiscal code with the three messages of spec 1 §5 on the field: "Insert fiscal
 * code" while empty, "Invalid fiscal code" or "Valid fiscal code" once typed; uppercased as
 * it is typed (profile and summary).
 */
export function FiscalCodeInput({ value, onChange, texts, ...rest }: FiscalCodeInputProps) {
  const status = checkFiscalCode(value);
  return (
    <TextInput
      {...rest}
      label={texts.label}
      autoComplete="off"
      maxLength={16}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
      error={status === 'invalid' ? texts.invalid : undefined}
      description={
        status === 'valid' ? (
          // Dark text with a green mark: green text this small is below AA contrast.
          <Group component="span" gap={4} wrap="nowrap">
            <IconCircleCheck size={14} color="var(--mantine-color-teal-8)" aria-hidden="true" />
            <Text span size="xs" c="dark">
              {texts.valid}
            </Text>
          </Group>
        ) : status === 'empty' ? (
          texts.empty
        ) : undefined
      }
    />
  );
}
