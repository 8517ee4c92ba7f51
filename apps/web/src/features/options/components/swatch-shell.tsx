import { useId, type ReactNode } from 'react';

/** An id usable inside SVG `url(#…)` references, unique per swatch. */
export function useSwatchId(): string {
  return useId().replace(/[^a-zA-Z0-9_-]/g, '');
}

/** The square, decorative SVG a swatch draws in; faded when the choice is unavailable. */
export function SwatchSvg({
  size,
  faded,
  children,
}: {
  size: number;
  faded: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', opacity: faded ? 0.35 : 1 }}
    >
      {children}
    </svg>
  );
}

/**
 * The stand-in for the customer's artwork on printed parts (`url(#{id}-art)`): tiles of
 * `tile` units with a dot of radius `dot` and a triangle.
 */
export function ArtworkPattern({ id, tile, dot }: { id: string; tile: number; dot: number }) {
  return (
    <pattern id={`${id}-art`} width={tile} height={tile} patternUnits="userSpaceOnUse">
      <rect width={tile} height={tile} fill="#f2c230" />
      <circle cx={dot} cy={dot} r={dot} fill="#d63a3a" />
      <path d={`M${tile / 2} ${tile} L${tile} ${tile / 2} L${tile} ${tile} Z`} fill="#2d6fd6" />
    </pattern>
  );
}
