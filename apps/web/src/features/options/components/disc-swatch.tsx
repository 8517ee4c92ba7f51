import { colourLook, NONE } from '@vinyl/domain';
import { ArtworkPattern, SwatchSvg, useSwatchId } from './swatch-shell';

export interface DiscSwatchProps {
  color: string;
  /** Label colour; None draws the bare vinyl. */
  labelColor?: string;
  hole?: 'standard' | 'big' | null;
  size?: number;
  faded?: boolean;
}

const GROOVES = [46, 41, 36, 31, 26];

/** A disc drawn in its colour, with its label and hole (decorative: the text says it too). */
export function DiscSwatch({
  color,
  labelColor = 'White',
  hole = 'standard',
  size = 56,
  faded = false,
}: DiscSwatchProps) {
  const id = useSwatchId();
  const disc = colourLook(color);
  const label = labelColor === NONE ? null : colourLook(labelColor);
  const holeRadius = hole === 'big' ? 11 : 2;
  return (
    <SwatchSvg size={size} faded={faded}>
      <defs>
        <ArtworkPattern id={id} tile={24} dot={6} />
        <mask id={`${id}-hole`}>
          <rect width="100" height="100" fill="white" />
          <circle cx="50" cy="50" r={holeRadius} fill="black" />
        </mask>
      </defs>
      <g mask={`url(#${id}-hole)`}>
        <circle
          cx="50"
          cy="50"
          r="49"
          fill={disc.artwork ? `url(#${id}-art)` : disc.fill}
          fillOpacity={disc.opacity}
          stroke="#1c1a17"
          strokeOpacity="0.35"
        />
        {GROOVES.map((radius) => (
          <circle
            key={radius}
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            stroke={disc.fill === '#141311' ? '#3a3631' : '#000000'}
            strokeOpacity="0.18"
            strokeWidth="0.6"
          />
        ))}
        {label && (
          <circle
            cx="50"
            cy="50"
            r="17"
            fill={label.artwork ? `url(#${id}-art)` : label.fill}
            stroke="#1c1a17"
            strokeOpacity="0.25"
          />
        )}
      </g>
    </SwatchSvg>
  );
}
