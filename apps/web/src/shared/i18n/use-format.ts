import { formatMoney, formatNumber } from '@vinyl/domain';
import { useTranslation } from 'react-i18next';
import { isLang } from '../session/types';

type Digits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/**
 * Money and numbers in the shown language, through the domain's one formatter (issue 14
 * item 5): "40,43 €" and "2,0" in Italian, "€40.43" and "2.0" in English.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'it';
  return {
    lang,
    money: (cents: number) => formatMoney(cents, lang),
    number: (value: number, digits?: Digits) => formatNumber(value, lang, digits),
  };
}
