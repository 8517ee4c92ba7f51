import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeArtwork } from '../print/artwork';
import { DEFAULT_PRINT_SIZES } from '../print/print-sizes';
import { alignElements } from './design-align';
import type { DesignElement } from './design-document';
import { elementBox } from './design-geometry';
import { snapBox, snapTargets } from './design-snap';

const gatefold12 = describeArtwork(
  { part: 'cover', format: '12', gatefold: true },
  DEFAULT_PRINT_SIZES,
)!;
const label7 = describeArtwork({ part: 'label', format: '7', bigHole: true }, DEFAULT_PRINT_SIZES)!;

describe('snap targets', () => {
  it('a cover: page, trim, safe area, centre, folds, panel centres and safe edges off the folds', () => {
    const { vertical, horizontal } = snapTargets(gatefold12);
    // Page 3 + 313 + 5 + 313 + 3 = 637 wide; the spine from 316 to 321.
    for (const x of [0, 3, 6, 318.5, 631, 634, 637, 316, 321, 159.5, 477.5, 313, 324]) {
      expect(vertical).toContain(x);
    }
    expect(horizontal).toEqual([0, 3, 6, 159.5, 313, 316, 319]);
    expect(vertical).toEqual([...vertical].sort((a, b) => a - b));
  });

  it('a round label: its centre and the edges of its circles (hole, safety, trim)', () => {
    const { vertical, horizontal } = snapTargets(label7);
    expect(vertical).toEqual(horizontal);
    // Centre 49; the jukebox hole 19.05 round it; the safety circle 43; the trim 46.
    for (const line of [49, 29.95, 68.05, 6, 92, 3, 95]) expect(vertical).toContain(line);
  });
});

describe('snapping a box', () => {
  const targets = { vertical: [0, 50, 100], horizontal: [0, 40] };

  it('moves the nearest edge (left, centre or right) onto a line within the threshold', () => {
    expect(snapBox({ x: 48.5, y: 10, width: 20, height: 10 }, targets, 2)).toEqual({
      x: 50,
      y: 10,
      guides: { vertical: [50], horizontal: [] },
    });
    // Its centre (59 + 10 = 69) is far from any line, its right edge (79) too: no snap.
    expect(snapBox({ x: 59, y: 10, width: 20, height: 10 }, targets, 2).x).toBe(59);
    // Its right edge at 99 snaps to 100; its middle at 39 to 40.
    expect(snapBox({ x: 79, y: 34, width: 20, height: 10 }, targets, 2)).toEqual({
      x: 80,
      y: 35,
      guides: { vertical: [100], horizontal: [40] },
    });
  });

  it('never moves a box further than the threshold, and lands on the guides it names', () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.double({ min: -50, max: 150, noNaN: true }),
          y: fc.double({ min: -50, max: 150, noNaN: true }),
          width: fc.double({ min: 0, max: 80, noNaN: true }),
          height: fc.double({ min: 0, max: 80, noNaN: true }),
        }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (box, threshold) => {
          const snapped = snapBox(box, targets, threshold);
          const edges = (start: number, size: number) => [start, start + size / 2, start + size];
          return (
            Math.abs(snapped.x - box.x) <= threshold + 1e-9 &&
            Math.abs(snapped.y - box.y) <= threshold + 1e-9 &&
            snapped.guides.vertical.every((line) =>
              edges(snapped.x, box.width).some((edge) => Math.abs(edge - line) < 1e-6),
            )
          );
        },
      ),
    );
  });
});

describe('aligning elements', () => {
  const rect = (
    id: string,
    x: number,
    y: number,
    width: number,
    locked = false,
  ): DesignElement => ({
    type: 'rect',
    id,
    x,
    y,
    width,
    height: 10,
    fill: '#000000',
    stroke: null,
    strokeWidthMm: 0,
    rotation: 0,
    opacity: 1,
    locked,
  });
  const text: DesignElement = {
    type: 'text',
    id: 't',
    text: 'two\nlines',
    fontId: 'sans',
    fontSizePt: 10,
    fill: '#000000',
    align: 'left',
    lineHeight: 1.2,
    x: 100,
    y: 100,
    width: 40,
    rotation: 0,
    opacity: 1,
  };
  const elements = [rect('a', 10, 10, 20), rect('b', 50, 30, 40), text, rect('c', 0, 0, 5, true)];
  const boxOf = (list: DesignElement[], id: string) => elementBox(list.find((e) => e.id === id)!);

  it('lines up left, centre and right edges on the selection', () => {
    const left = alignElements(elements, ['a', 'b'], 'left', 'selection', gatefold12);
    expect([boxOf(left, 'a').x, boxOf(left, 'b').x]).toEqual([10, 10]);
    const centre = alignElements(elements, ['a', 'b'], 'centre', 'selection', gatefold12);
    expect([boxOf(centre, 'a').x + 10, boxOf(centre, 'b').x + 20]).toEqual([50, 50]);
    const right = alignElements(elements, ['a', 'b'], 'right', 'selection', gatefold12);
    expect([boxOf(right, 'a').x + 20, boxOf(right, 'b').x + 40]).toEqual([90, 90]);
    expect(boxOf(right, 't')).toEqual(boxOf(elements, 't')); // not chosen: unmoved
  });

  it('lines up tops, middles and bottoms, a text by the height of its lines', () => {
    const textHeight = 2 * 10 * 1.2 * (25.4 / 72);
    const bottom = alignElements(elements, ['a', 't'], 'bottom', 'selection', gatefold12);
    expect(boxOf(bottom, 'a').y + 10).toBeCloseTo(100 + textHeight);
    const middle = alignElements(elements, ['a', 't'], 'middle', 'selection', gatefold12);
    expect(boxOf(middle, 't').y + textHeight / 2).toBeCloseTo(boxOf(middle, 'a').y + 5);
    const top = alignElements(elements, ['a', 't'], 'top', 'selection', gatefold12);
    expect(boxOf(top, 't').y).toBe(10);
  });

  it('to the page or the safe area; a locked element stays put', () => {
    const page = alignElements(elements, ['b', 'c'], 'right', 'page', gatefold12);
    expect(boxOf(page, 'b').x + 40).toBe(637);
    expect(boxOf(page, 'c').x).toBe(0);
    const safe = alignElements(elements, ['b'], 'top', 'safe', gatefold12);
    expect(boxOf(safe, 'b').y).toBe(6);
    expect(alignElements(elements, [], 'left', 'page', gatefold12)).toEqual(elements);
  });
});
