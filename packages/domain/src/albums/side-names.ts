/**
 * One naming of a record's sides everywhere (issue 14 item 7): disc 1 has sides A and B,
 * disc 2 has sides C and D, as the format chooser promises ("Two discs, sides A to D") and
 * the tracks step shows. The data keeps `side_a`/`side_b` per disc (spec 2 §3); only what a
 * person reads is lettered A to D.
 */
export type SideLetter = 'A' | 'B' | 'C' | 'D';

const LETTERS: readonly SideLetter[] = ['A', 'B', 'C', 'D'];

/** The letter of a disc's side: (1, 'a') → "A", (2, 'b') → "D". */
export function sideLetter(disc: number, side: 'a' | 'b' | 'A' | 'B'): SideLetter {
  const first = side === 'a' || side === 'A';
  const index = (disc >= 2 ? 2 : 0) + (first ? 0 : 1);
  return LETTERS[index] ?? 'A';
}

/** The letters of one disc's two sides: disc 2 → ["C", "D"]. */
export function sideLettersOfDisc(disc: number): [SideLetter, SideLetter] {
  return [sideLetter(disc, 'a'), sideLetter(disc, 'b')];
}
