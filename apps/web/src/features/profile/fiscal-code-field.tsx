import { useAccountTexts } from '../../shared/i18n/accounts-texts';
import { FiscalCodeInput } from '../../shared/ui/fiscal-code-input';

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
  return (
    <FiscalCodeInput
      name="national_id_number"
      value={value}
      onChange={onChange}
      texts={{
        label: t('profile.fiscalCode'),
        empty: t('profile.fiscalEmpty'),
        invalid: t('profile.fiscalInvalid'),
        valid: t('profile.fiscalValid'),
      }}
    />
  );
}
