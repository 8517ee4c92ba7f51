import { calculateProgressPercentage } from '@vinyl/domain';

export interface ProgressVinylProps {
  progress: string | null | undefined;
  /** The accessible text, e.g. "40% done". */
  label: (percent: number) => string;
  size?: number;
}

const R = 48;

/** A pie slice from twelve o'clock, clockwise, covering `percent` of the disc. */
function slice(percent: number): string {
  const angle = (percent / 100) * 2 * Math.PI;
  const x = 50 + R * Math.sin(angle);
  const y = 50 - R * Math.cos(angle);
  const large = percent > 50 ? 1 : 0;
  return `M50 50 L50 ${50 - R} A${R} ${R} 0 ${large} 1 ${x.toFixed(2)} ${y.toFixed(2)} Z`;
}

/**
 * The progress vinyl of an album card (spec 1 §2): the disc fills 20% per progress
 * position, in the accent colour, like grooves being cut.
 */
export function ProgressVinyl({ progress, label, size = 88 }: ProgressVinylProps) {
  const percent = calculateProgressPercentage(progress);
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-label={label(percent)}
      data-percent={percent}
      style={{ display: 'block', flex: 'none' }}
    >
      <circle cx="50" cy="50" r="49.5" fill="#161412" />
      {percent >= 100 ? (
        <circle cx="50" cy="50" r={R} fill="var(--mantine-color-ember-6)" />
      ) : (
        percent > 0 && <path d={slice(percent)} fill="var(--mantine-color-ember-6)" />
      )}
      {[42, 36, 30, 24].map((radius) => (
        <circle
          key={radius}
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          stroke="#000000"
          strokeOpacity="0.25"
          strokeWidth="0.6"
        />
      ))}
      <circle cx="50" cy="50" r="15" fill="#f7f2e8" />
      <circle cx="50" cy="50" r="2" fill="#161412" />
    </svg>
  );
}
