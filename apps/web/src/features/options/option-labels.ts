import { formatMoney, formatNumber, type ChoiceReason, type Format } from '@vinyl/domain';
import { useOptionsTexts } from './use-options-texts';

/** The words and prices the option choices are shown with, in the customer's language. */
export function useOptionLabels(format: Format) {
  const { t, i18n } = useOptionsTexts();
  const decimal = (mm: number) => formatNumber(mm, i18n.language, { minimumFractionDigits: 1 });
  return {
    vinylColour: (value: string) => t(`values.vinyl.${value}`, { defaultValue: value }),
    partColour: (value: string) => t(`values.part.${value}`, { defaultValue: value }),
    hole: (value: string) => t(`values.hole.${value}`, { defaultValue: value }),
    finishing: (value: string) => t(`values.finishing.${value}`, { defaultValue: value }),
    yesNo: (value: string) => t(`values.yesNo.${value}`, { defaultValue: value }),
    millimetres: (mm: number) => decimal(mm),
    thickness: (mm: number) => t('values.thickness', { thickness: decimal(mm) }),
    /** What a choice adds to the price per copy. */
    price: (cents: number) =>
      cents === 0 ? t('price.free') : t('price.adds', { price: formatMoney(cents, i18n.language) }),
    reason: (code: ChoiceReason) => t(`reasons.${code}`, { format }),
  };
}

export type OptionLabels = ReturnType<typeof useOptionLabels>;
