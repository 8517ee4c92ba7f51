import { useId } from 'react';

export interface VinylRecordProps {
  /** Width and height in pixels, or any CSS length. */
  size?: number | string;
  /** Centre label colour. */
  labelColor?: string;
  /** Turns slowly (paused for people who prefer reduced motion). */
  spinning?: boolean;
  className?: string;
}

const GROOVES = [46, 43, 40, 37, 34, 31, 28, 25];

/** A drawn record: grooves, a sheen and a centre label. Decorative only. */
export function VinylRecord({
  size = 320,
  labelColor = 'var(--mantine-color-ember-7)',
  spinning = false,
  className,
}: VinylRecordProps) {
  const id = useId().replace(/:/g, '');
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      data-spinning={spinning || undefined}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <defs>
        <radialGradient id={`${id}-disc`} cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#2a2723" />
          <stop offset="100%" stopColor="#0e0d0b" />
        </radialGradient>
        <linearGradient id={`${id}-sheen`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="45%" stopColor="#ffffff" stopOpacity="0.14" />
          <stop offset="55%" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="100%" stopColor="#ffffff" stopOpacity="0.06" />
        </linearGradient>
      </defs>
      <g className="vinyl-record-spin">
        <circle cx="50" cy="50" r="49.5" fill={`url(#${id}-disc)`} />
        {GROOVES.map((radius) => (
          <circle
            key={radius}
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            stroke="#3a3631"
            strokeWidth="0.35"
            opacity="0.8"
          />
        ))}
        <circle cx="50" cy="50" r="49.5" fill={`url(#${id}-sheen)`} />
        <circle cx="50" cy="50" r="17" fill={labelColor} />
        <circle cx="50" cy="50" r="13.5" fill="none" stroke="#ffffff" strokeOpacity="0.35" />
        <circle cx="50" cy="50" r="9" fill="none" stroke="#ffffff" strokeOpacity="0.25" />
        <path
          d="M41 41 A 12.7 12.7 0 0 1 59 41"
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.6"
          strokeWidth="1.3"
          strokeLinecap="round"
        />
        <circle cx="50" cy="50" r="1.6" fill="#f7f2e8" />
      </g>
    </svg>
  );
}
