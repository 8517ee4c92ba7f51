import { describe, expect, it } from 'vitest';
import { describeArtwork, type TemplateSpec } from '../print/artwork';
import { DEFAULT_PRINT_SIZES } from '../print/print-sizes';
import { blankDesign, type DesignElement } from './design-document';
import { elementBounds, roundTextZone } from './design-geometry';
import { designWarnings } from './design-warnings';

const artworkOf = (spec: TemplateSpec) => describeArtwork(spec, DEFAULT_PRINT_SIZES)!;
const label7 = artworkOf({ part: 'label', format: '7', bigHole: true });
const disc12 = artworkOf({ part: 'picture-disc', format: '12' });
const gatefold12 = artworkOf({ part: 'cover', format: '12', gatefold: true, dieCut: true });

function text(x: number, y: number, width: number, rotation = 0): DesignElement {
  return {
    type: 'text',
    id: 't',
    text: 'Side A',
    fontId: 'sans',
    fontSizePt: 10,
    fill: '#000000',
    align: 'center',
    lineHeight: 1.2,
    x,
    y,
    width,
    rotation,
    opacity: 1,
  };
}

const warn = (artwork: typeof label7, element: DesignElement) =>
  designWarnings(
    { ...blankDesign(artwork.page), elements: [element] },
    artwork,
    DEFAULT_PRINT_SIZES,
    {},
  ).map((warning) => warning.code);

describe('text on a round part (issue 16: crossing the edge or the hole)', () => {
  // 7″ label with the jukebox hole: page 98 mm, centre 49, safety radius 43, hole radius 19.05.
  it('names where a label’s text and its circles are', () => {
    const zone = roundTextZone(label7)!;
    expect(zone.outer).toEqual({ cx: 49, cy: 49, r: 43 });
    expect(zone.inner.r).toBeCloseTo(19.05);
    const disc = roundTextZone(disc12)!;
    expect(disc.outer.r).toBe(145); // inside the lead-in
    expect(disc.inner.r).toBe(50); // outside the centre label zone
  });

  it('is quiet for text between the hole and the safety circle', () => {
    expect(warn(label7, text(34, 72, 30))).toEqual([]);
  });

  it('warns when text crosses the hole, as it would be punched away', () => {
    expect(warn(label7, text(20, 47, 58))).toEqual(['crosses_hole']);
    // Turned 90°, a box beside the hole swings over it.
    expect(warn(label7, text(70, 40, 20))).toEqual([]);
    expect(warn(label7, text(70, 40, 20, 90))).toEqual(['crosses_hole']);
  });

  it('warns when text crosses the edge of the safety circle', () => {
    expect(warn(label7, text(10, 80, 78))).toEqual(['crosses_label_edge']);
    expect(warn(label7, text(0, 40, 98))).toEqual(['crosses_label_edge', 'crosses_hole']);
  });

  it('on a picture disc keeps text out of the lead-in and the label zone', () => {
    expect(warn(disc12, text(130, 230, 50))).toEqual([]);
    expect(warn(disc12, text(130, 150, 50))).toEqual(['crosses_hole']);
    expect(warn(disc12, text(130, 300, 50))).toEqual(['crosses_label_edge']);
  });

  it('on a die-cut cover warns about text over the hole, as about the safe area', () => {
    const frontCentre = { x: 3 + 313 + 5 + 313 / 2, y: 3 + 313 / 2 };
    expect(warn(gatefold12, text(frontCentre.x - 20, frontCentre.y, 40))).toEqual(['crosses_hole']);
    expect(warn(gatefold12, text(frontCentre.x - 20, 20, 40))).toEqual([]);
    expect(warn(gatefold12, text(1, 20, 40))).toEqual(['outside_safe_area']);
  });

  it('counts rotation for the safe area: a turned text is measured where it lies', () => {
    const cover = artworkOf({ part: 'cover', format: '12' });
    // Upright it is inside; turned 90° about its corner near the right edge, it leaves the page.
    expect(warn(cover, text(600, 20, 30))).toEqual([]);
    expect(warn(cover, text(630, 20, 30, -90))).toEqual(['outside_safe_area']);
    const bounds = elementBounds(text(100, 50, 30, 90));
    expect(bounds.x).toBeCloseTo(100 - 10 * 1.2 * (25.4 / 72));
    expect(bounds.y).toBeCloseTo(50);
    expect(bounds.height).toBeCloseTo(30);
  });
});
