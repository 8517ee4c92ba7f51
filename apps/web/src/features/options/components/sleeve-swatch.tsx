import { colourLook, NONE } from '@vinyl/domain';
import { ArtworkPattern, SwatchSvg, useSwatchId } from './swatch-shell';

export interface SleeveSwatchProps {
  color: string;
  /** Draws the fold of a gatefold cover. */
  gatefold?: boolean;
  centralHole?: boolean;
  /** A clear outer sleeve around it. */
  outerSleeve?: boolean;
  size?: number;
  faded?: boolean;
}

/** A sleeve or cover drawn in its colour (decorative: the text says it too). */
export function SleeveSwatch({
  color,
  gatefold = false,
  centralHole = false,
  outerSleeve = false,
  size = 56,
  faded = false,
}: SleeveSwatchProps) {
  const id = useSwatchId();
  const look = colourLook(color);
  const none = color === NONE;
  return (
    <SwatchSvg size={size} faded={faded}>
      <defs>
        <ArtworkPattern id={id} tile={30} dot={8} />
      </defs>
      {outerSleeve && (
        <rect
          x="2"
          y="2"
          width="96"
          height="96"
          rx="3"
          fill="#d9dde3"
          fillOpacity="0.5"
          stroke="#6f6960"
        />
      )}
      <rect
        x="8"
        y="8"
        width="84"
        height="84"
        rx="2"
        fill={none ? 'none' : look.artwork ? `url(#${id}-art)` : look.fill}
        fillOpacity={look.opacity}
        stroke="#1c1a17"
        strokeOpacity={none ? 0.6 : 0.35}
        strokeDasharray={none ? '4 3' : undefined}
      />
      {centralHole && (
        <circle cx="50" cy="50" r="14" fill="#f7f2e8" stroke="#1c1a17" strokeOpacity="0.3" />
      )}
      {gatefold && (
        <line x1="8" y1="8" x2="8" y2="92" stroke="#1c1a17" strokeWidth="4" strokeOpacity="0.5" />
      )}
    </SwatchSvg>
  );
}
