import type { Artwork } from '@vinyl/domain';
import { Circle, Line, Rect } from 'react-konva';

const STROKE = { strokeWidth: 0.4, listening: false } as const;

/** Guides of the part (never printed): trim, safe area, folds, the label's circles. */
export function Guides({ artwork }: { artwork: Artwork }) {
  const { bleed, safety, trim } = artwork;
  const round = artwork.shape === 'round';
  return (
    <>
      {!round && (
        <>
          <Rect
            x={bleed}
            y={bleed}
            width={trim.width}
            height={trim.height}
            stroke="#1c7ed6"
            {...STROKE}
          />
          <Rect
            x={bleed + safety}
            y={bleed + safety}
            width={trim.width - 2 * safety}
            height={trim.height - 2 * safety}
            stroke="#2f9e44"
            dash={[2, 2]}
            {...STROKE}
          />
        </>
      )}
      {artwork.panels.slice(1).map((panel) => (
        <Line
          key={panel.name}
          points={[bleed + panel.x, bleed, bleed + panel.x, bleed + trim.height]}
          stroke="#e8590c"
          dash={[3, 2]}
          {...STROKE}
        />
      ))}
      {artwork.circles.map((circle) => (
        <Circle
          key={`${circle.role}-${circle.x}`}
          x={bleed + circle.x}
          y={bleed + trim.height - circle.y}
          radius={circle.diameter / 2}
          stroke={
            circle.role === 'trim' ? '#1c7ed6' : circle.role === 'safety' ? '#2f9e44' : '#e03131'
          }
          dash={circle.role === 'trim' ? undefined : [2, 2]}
          {...STROKE}
        />
      ))}
    </>
  );
}

/** The lines an element snapped to while it is dragged, across the whole page. */
export function SnapLines({
  artwork,
  lines,
}: {
  artwork: Artwork;
  lines: { vertical: number[]; horizontal: number[] };
}) {
  const { width, height } = artwork.page;
  return (
    <>
      {lines.vertical.map((x) => (
        <Line key={`v${x}`} points={[x, 0, x, height]} stroke="#f03e3e" {...STROKE} />
      ))}
      {lines.horizontal.map((y) => (
        <Line key={`h${y}`} points={[0, y, width, y]} stroke="#f03e3e" {...STROKE} />
      ))}
    </>
  );
}
