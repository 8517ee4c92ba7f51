import { describe, expect, it } from 'vitest';
import { LABEL_TEXT_MAX, suggestLabelText } from './label-text';

describe('label text suggestion (decision 015)', () => {
  it.each([
    [
      { title: 'Blue Hours', author: 'The Band' },
      [
        { letter: 'A', titles: ['Intro', 'Morning '] },
        { letter: 'B', titles: ['Tide'] },
      ],
      'Blue Hours — The Band · A: 1. Intro, 2. Morning · B: 1. Tide',
    ],
    [{ title: null, author: null }, [{ letter: 'A', titles: ['Solo'] }], 'A: 1. Solo'],
    [{ title: 'Only', author: ' ' }, [{ letter: 'A', titles: [] }], 'Only'],
  ] as const)('%j with %j says %s', (album, sides, expected) => {
    expect(suggestLabelText(album, sides)).toBe(expected);
  });

  it('fits the label field, ending with an ellipsis when cut', () => {
    const titles = Array.from({ length: 40 }, (_, index) => `Track number ${index}`);
    const text = suggestLabelText({ title: 'Long', author: null }, [{ letter: 'A', titles }]);
    expect(text).toHaveLength(LABEL_TEXT_MAX);
    expect(text.endsWith('…')).toBe(true);
  });
});
