import { describe, expect, it } from 'vitest';
import { sideLetter, sideLettersOfDisc } from './side-names';

describe('side names (issue 14 item 7: C/D for disc 2 everywhere)', () => {
  it.each([
    [1, 'a', 'A'],
    [1, 'b', 'B'],
    [2, 'a', 'C'],
    [2, 'b', 'D'],
    [1, 'A', 'A'],
    [2, 'B', 'D'],
  ] as const)('disc %d side %s is %s', (disc, side, letter) => {
    expect(sideLetter(disc, side)).toBe(letter);
  });

  it('letters each disc', () => {
    expect(sideLettersOfDisc(1)).toEqual(['A', 'B']);
    expect(sideLettersOfDisc(2)).toEqual(['C', 'D']);
  });
});
