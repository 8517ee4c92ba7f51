/** Room on a label for its text (the options step's field holds 200 characters). */
export const LABEL_TEXT_MAX = 200;

export interface LabelSide {
  /** A, B, then C, D on a second disc. */
  letter: string;
  /** Track titles in playing order. */
  titles: readonly string[];
}

/**
 * What the label could say (issue 14 item 10, decision 015): the album's title and author,
 * then each side's tracks by the titles the customer gave them, cut to fit the field.
 */
export function suggestLabelText(
  album: { title: string | null; author: string | null },
  sides: readonly LabelSide[],
): string {
  const head = [album.title?.trim(), album.author?.trim()].filter(Boolean).join(' — ');
  const lines = sides
    .filter((side) => side.titles.length > 0)
    .map(
      (side) =>
        `${side.letter}: ${side.titles.map((title, index) => `${index + 1}. ${title.trim()}`).join(', ')}`,
    );
  const text = [head, ...lines].filter(Boolean).join(' · ');
  return text.length <= LABEL_TEXT_MAX ? text : `${text.slice(0, LABEL_TEXT_MAX - 1).trimEnd()}…`;
}
