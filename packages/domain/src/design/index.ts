/** design: the online designer's document, its warnings, layouts and guides (issue 16). */
export * from './design-document';
export * from './design-warnings';
export * from './design-text';
export * from './design-colour';
export {
  circleOnPage,
  elementBounds,
  elementBox,
  roundTextZone,
  safeBox,
  type Box,
  type DesignArtwork,
  type PageCircle,
} from './design-geometry';
export { trackLines, trackTime } from './design-layout-parts';
export * from './design-layouts';
export * from './design-from-image';
export * from './design-snap';
export * from './design-align';
