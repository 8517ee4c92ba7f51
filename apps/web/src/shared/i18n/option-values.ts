import { useAlbumTexts } from './albums-texts';
import { useFormat } from './use-format';

/**
 * The catalogue's values as a customer reads them, in the shown language (issue 14 item 4):
 * the catalogue keeps English names ("Black", "Printed", "None") as its data; every screen
 * shows them through these words, and money and millimetres through the domain's one
 * formatter (issue 14 item 5). An unknown value (a colour the plant added later) shows as
 * the catalogue writes it.
 */
export function useOptionValues() {
  const { t, ready } = useAlbumTexts();
  const format = useFormat();
  const word = (group: string) => (value: string) =>
    t(`values.${group}.${value}`, { defaultValue: value });
  const vinylColour = word('vinyl');
  const thickness = (mm: number) =>
    t('values.thickness', { thickness: format.number(mm, { minimumFractionDigits: 1 }) });
  return {
    ready,
    lang: format.lang,
    vinylColour,
    partColour: word('part'),
    hole: word('hole'),
    finishing: word('finishing'),
    yesNo: word('yesNo'),
    thickness,
    /** "Black, 2,0 mm" in Italian: the vinyl with its thickness when it has one. */
    vinyl: (colour: string, mm: number | null | undefined) =>
      mm
        ? t('values.withThickness', { colour: vinylColour(colour), thickness: thickness(mm) })
        : vinylColour(colour),
    money: format.money,
    number: format.number,
  };
}

export type OptionValues = ReturnType<typeof useOptionValues>;
