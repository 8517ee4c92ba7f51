import { Anchor, Checkbox, Group, Radio, Stack } from '@mantine/core';
import { config } from '../../../shared/config';
import { FiscalCodeInput } from '../../../shared/ui/fiscal-code-input';
import { useSummaryTexts } from '../use-summary-texts';

export interface ConsentState {
  termsAccepted: boolean;
  /** Null until the question is answered. */
  italianResident: boolean | null;
  fiscalCode: string;
}

/**
 * Terms, Italian residency and the fiscal code of a resident (spec 1 §5): "Insert fiscal
 * code" while empty, "Invalid fiscal code" when wrong, "Valid fiscal code" when right.
 */
export function OrderConsent({
  value,
  onChange,
  disabled,
}: {
  value: ConsentState;
  onChange: (next: ConsentState) => void;
  disabled: boolean;
}) {
  const { t } = useSummaryTexts();
  const residency = value.italianResident === null ? '' : value.italianResident ? 'yes' : 'no';
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Checkbox
          label={t('terms')}
          checked={value.termsAccepted}
          onChange={(event) => onChange({ ...value, termsAccepted: event.currentTarget.checked })}
          disabled={disabled}
        />
        <Anchor href={config.footer.terms} target="_blank" rel="noreferrer" size="sm" ml={32}>
          {t('termsLink')}
        </Anchor>
      </Stack>
      <Radio.Group
        label={t('residency.label')}
        value={residency}
        onChange={(next) => onChange({ ...value, italianResident: next === 'yes' })}
      >
        <Group mt={6}>
          <Radio value="yes" label={t('residency.yes')} disabled={disabled} />
          <Radio value="no" label={t('residency.no')} disabled={disabled} />
        </Group>
      </Radio.Group>
      {value.italianResident === true && (
        <FiscalCodeInput
          value={value.fiscalCode}
          onChange={(fiscalCode) => onChange({ ...value, fiscalCode })}
          disabled={disabled}
          maw={320}
          texts={{
            label: t('fiscalCode.label'),
            empty: t('fiscalCode.empty'),
            invalid: t('fiscalCode.invalid'),
            valid: t('fiscalCode.valid'),
          }}
        />
      )}
    </Stack>
  );
}
