import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastingText, contrastRatio, DARK_TEXT, LIGHT_TEXT, mixColour } from './design-colour';
import {
  ELLIPSIS,
  fitFontSize,
  fitLines,
  linesHeight,
  MIN_LAYOUT_PT,
  MM_PER_POINT,
  textWidth,
  truncateToWidth,
} from './design-text';

describe('measuring text', () => {
  it('measures a line from the embedded fonts’ widths', () => {
    // Roboto Mono: every glyph 0.6 em; 10 glyphs at 10 pt are 60 pt.
    expect(textWidth('0123456789', 'mono', 10)).toBeCloseTo(60 * MM_PER_POINT);
    // Inter: "i" is narrower than "W", and twice the size is twice as wide.
    expect(textWidth('i', 'sans', 10)).toBeLessThan(textWidth('W', 'sans', 10));
    expect(textWidth('Night Swim', 'serif', 20)).toBeCloseTo(
      2 * textWidth('Night Swim', 'serif', 10),
    );
    // Letters outside the table count wide rather than narrow.
    expect(textWidth('è', 'sans', 10)).toBeGreaterThan(textWidth('e', 'sans', 10));
  });

  it('finds the largest size at which lines fit a width, within bounds', () => {
    const width = textWidth('Night Swim', 'sans', 20);
    expect(fitFontSize(['Night Swim'], 'sans', width, 40)).toBeCloseTo(20, 0);
    expect(fitFontSize(['Night Swim'], 'sans', width, 12)).toBe(12);
    expect(fitFontSize(['Night Swim'], 'sans', 1, 12)).toBe(MIN_LAYOUT_PT);
    expect(fitFontSize([], 'sans', 10, 12)).toBe(12);
  });

  it('cuts a line too wide with "…", and leaves one that fits', () => {
    expect(truncateToWidth('Short', 'sans', 10, 100)).toBe('Short');
    const cut = truncateToWidth('A very long title that will not fit', 'sans', 10, 30);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
    expect(textWidth(cut, 'sans', 10)).toBeLessThanOrEqual(30);
    expect(truncateToWidth('Anything', 'sans', 10, 0.1)).toBe('');
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 200 }), (line, width) => {
        return textWidth(truncateToWidth(line, 'serif', 9, width), 'serif', 9) <= width;
      }),
    );
  });
});

describe('fitting a track list', () => {
  const tracks = (count: number) =>
    Array.from({ length: count }, (_, i) => `A${i + 1} Song ${i + 1} 3:41`);
  const font = { fontId: 'sans' as const, lineHeight: 1.2, maxPt: 10 };

  it('keeps the largest size when the list fits', () => {
    const fitted = fitLines(tracks(5), { width: 100, height: 100 }, font);
    expect(fitted).toEqual({ sizePt: 10, lines: tracks(5) });
  });

  it('shrinks to fit the height, not under 6 pt', () => {
    const box = { width: 100, height: linesHeight(20, 8, 1.2) };
    expect(fitLines(tracks(20), box, font).sizePt).toBeCloseTo(8, 1);
    expect(fitLines(tracks(20), box, font).lines).toHaveLength(20);
  });

  it('at 6 pt shows what fits and ends with a "…" line', () => {
    const box = { width: 100, height: linesHeight(10, 6, 1.2) };
    const fitted = fitLines(tracks(30), box, font);
    expect(fitted.sizePt).toBe(MIN_LAYOUT_PT);
    expect(fitted.lines).toEqual([...tracks(9), ELLIPSIS]);
  });

  it('never stands taller or wider than its box', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 60 }), { maxLength: 60 }),
        fc.integer({ min: 5, max: 300 }),
        fc.integer({ min: 3, max: 300 }),
        (lines, width, height) => {
          const fitted = fitLines(lines, { width, height }, font);
          return (
            linesHeight(fitted.lines.length, fitted.sizePt, 1.2) <= height + 1e-9 &&
            fitted.lines.every((line) => textWidth(line, 'sans', fitted.sizePt) <= width)
          );
        },
      ),
    );
  });
});

describe('text colour for contrast', () => {
  it.each([
    ['#000000', LIGHT_TEXT],
    ['#1f3a5f', LIGHT_TEXT],
    ['#c8553d', LIGHT_TEXT],
    ['#ffffff', DARK_TEXT],
    ['#ffcc00', DARK_TEXT],
    ['#f4f1ea', DARK_TEXT],
    ['#88c0d0', DARK_TEXT],
  ])('on %s, text is %s', (background, text) => {
    expect(contrastingText(background)).toBe(text);
  });

  it('always picks the better of the two', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const background = `#${value.toString(16).padStart(6, '0')}`;
        const chosen = contrastRatio(contrastingText(background), background);
        const best = Math.max(
          contrastRatio(LIGHT_TEXT, background),
          contrastRatio(DARK_TEXT, background),
        );
        // Even the worst grey keeps over 4.3 : 1, near the WCAG 4.5 for body text.
        return chosen >= best - 1e-9 && chosen > 4.3;
      }),
    );
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });

  it('mixes a colour towards another', () => {
    expect(mixColour('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mixColour('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mixColour('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});
