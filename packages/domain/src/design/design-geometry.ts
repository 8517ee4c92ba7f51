import type { Artwork, ArtworkCircle, ArtworkPanel } from '../print/artwork';
import type { DesignElement } from './design-document';
import { linesHeight } from './design-text';

/** A box on the page, mm from the page's top-left corner (bleed included). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A circle on the page: centre and radius, mm from the page's top-left corner. */
export interface PageCircle {
  cx: number;
  cy: number;
  r: number;
}

type Frame = Pick<Artwork, 'page' | 'trim' | 'bleed' | 'safety'>;

/** What the warnings read of a part: its frame, and for the circle rules its shape and circles. */
export type DesignArtwork = Frame & Partial<Pick<Artwork, 'shape' | 'circles'>>;

/** The safe area: the trim less the safety margin, where text is kept. */
export function safeBox(artwork: Frame): Box {
  const inset = artwork.bleed + artwork.safety;
  return {
    x: inset,
    y: inset,
    width: artwork.page.width - 2 * inset,
    height: artwork.page.height - 2 * inset,
  };
}

/** A cover panel at its trimmed size, on the page. */
export function panelBox(artwork: Frame, panel: ArtworkPanel): Box {
  return {
    x: artwork.bleed + panel.x,
    y: artwork.bleed,
    width: panel.width,
    height: artwork.trim.height,
  };
}

/** A panel's safe area: the safety margin from the trim and from the folds alike. */
export function panelSafeBox(artwork: Frame, panel: ArtworkPanel): Box {
  const box = panelBox(artwork, panel);
  const inset = artwork.safety;
  return {
    x: box.x + inset,
    y: box.y + inset,
    width: Math.max(0, box.width - 2 * inset),
    height: Math.max(0, box.height - 2 * inset),
  };
}

/** A panel grown into the bleed on the edges that are the trim's (not on its folds). */
export function panelBleedBox(artwork: Frame, panel: ArtworkPanel): Box {
  const box = panelBox(artwork, panel);
  const left = panel.x <= 0 ? artwork.bleed : 0;
  const right = panel.x + panel.width >= artwork.trim.width - 1e-6 ? artwork.bleed : 0;
  return {
    x: box.x - left,
    y: 0,
    width: box.width + left + right,
    height: artwork.page.height,
  };
}

/** An artwork circle on the page (artwork circles count y up from the trim's bottom). */
export function circleOnPage(artwork: Frame, circle: ArtworkCircle): PageCircle {
  return {
    cx: artwork.bleed + circle.x,
    cy: artwork.bleed + artwork.trim.height - circle.y,
    r: circle.diameter / 2,
  };
}

/**
 * Where text may go on a round part: inside `outer` and outside `inner`. A label keeps text
 * inside its safety circle and off its spindle or jukebox hole; a picture disc keeps it out
 * of the lead-in and out of the centre label zone (reference sheet, print-and-disc-sizes).
 */
export function roundTextZone(
  artwork: DesignArtwork,
): { outer: PageCircle; inner: PageCircle } | undefined {
  if (artwork.shape !== 'round') return undefined;
  const find = (...roles: ArtworkCircle['role'][]) =>
    (artwork.circles ?? [])
      .filter((circle) => roles.includes(circle.role))
      .map((circle) => circleOnPage(artwork, circle));
  const outer = find('safety', 'lead-in')[0] ?? find('trim')[0];
  const inner = find('label-zone', 'big-hole', 'spindle-hole').sort((a, b) => b.r - a.r)[0];
  return outer && inner ? { outer, inner } : undefined;
}

/** An element's box before rotation; a text's height from its lines. */
export function elementBox(element: DesignElement): Box {
  if (element.type === 'line') {
    return {
      x: Math.min(element.x, element.x + element.dx),
      y: Math.min(element.y, element.y + element.dy),
      width: Math.abs(element.dx),
      height: Math.abs(element.dy),
    };
  }
  const height =
    element.type === 'text'
      ? linesHeight(element.text.split('\n').length, element.fontSizePt, element.lineHeight)
      : element.height;
  return { x: element.x, y: element.y, width: element.width, height };
}

/** Where a point of an element's own frame (u across, v down) lands on the page. */
function toPage(element: DesignElement, u: number, v: number): { x: number; y: number } {
  const angle = (element.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // y grows downwards, so this turns clockwise on the page, about the element's x, y.
  return { x: element.x + u * cos - v * sin, y: element.y + u * sin + v * cos };
}

/** A page point in an element's own frame (the inverse of `toPage`). */
export function toElementFrame(element: DesignElement, x: number, y: number) {
  const angle = (element.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const [dx, dy] = [x - element.x, y - element.y];
  return { u: dx * cos + dy * sin, v: -dx * sin + dy * cos };
}

/** The four corners of a (text, shape or image) element as placed, rotation included. */
export function elementCorners(element: DesignElement): { x: number; y: number }[] {
  if (element.type === 'line') {
    return [{ x: element.x, y: element.y }, toPage(element, element.dx, element.dy)];
  }
  const { width, height } = elementBox(element);
  return [
    toPage(element, 0, 0),
    toPage(element, width, 0),
    toPage(element, width, height),
    toPage(element, 0, height),
  ];
}

/** The upright box around an element as placed, rotation included. */
export function elementBounds(element: DesignElement): Box {
  const corners = elementCorners(element);
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}
