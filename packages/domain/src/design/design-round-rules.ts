import type { DesignElement } from './design-document';
import {
  circleOnPage,
  elementBox,
  elementCorners,
  roundTextZone,
  toElementFrame,
  type DesignArtwork,
  type PageCircle,
} from './design-geometry';

/** Rounding in layouts and editing stays within a hundredth of a millimetre. */
const TOLERANCE = 0.01;

/** Whether an element's box, as placed, comes nearer a circle's centre than its radius. */
export function overlapsCircle(element: DesignElement, circle: PageCircle): boolean {
  const { width, height } = elementBox(element);
  const { u, v } = toElementFrame(element, circle.cx, circle.cy);
  const nearest = {
    u: Math.min(Math.max(u, 0), width),
    v: Math.min(Math.max(v, 0), height),
  };
  return Math.hypot(u - nearest.u, v - nearest.v) < circle.r - TOLERANCE;
}

/** Whether every corner of an element, as placed, lies inside a circle. */
export function insideCircle(element: DesignElement, circle: PageCircle): boolean {
  return elementCorners(element).every(
    (corner) => Math.hypot(corner.x - circle.cx, corner.y - circle.cy) <= circle.r + TOLERANCE,
  );
}

/**
 * The circle rules for a text (issue 16: "text on a round label crossing the edge or the
 * hole"): on a label it stays inside the safety circle and off the spindle or jukebox hole;
 * on a picture disc inside the lead-in and off the centre label zone; on a cover off the
 * die-cut hole.
 */
export function roundWarning(
  element: DesignElement,
  artwork: DesignArtwork,
): (
  | { code: 'crosses_label_edge'; elementId: string; level: 'amber' }
  | { code: 'crosses_hole'; elementId: string; level: 'amber' }
)[] {
  const id = element.id;
  const zone = roundTextZone(artwork);
  const holes = zone
    ? [zone.inner]
    : (artwork.circles ?? [])
        .filter((circle) => circle.role === 'die-cut')
        .map((circle) => circleOnPage(artwork, circle));
  const warnings: ReturnType<typeof roundWarning> = [];
  if (zone && !insideCircle(element, zone.outer)) {
    warnings.push({ code: 'crosses_label_edge', elementId: id, level: 'amber' });
  }
  if (holes.some((hole) => overlapsCircle(element, hole))) {
    warnings.push({ code: 'crosses_hole', elementId: id, level: 'amber' });
  }
  return warnings;
}
