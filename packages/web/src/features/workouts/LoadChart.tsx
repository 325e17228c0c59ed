import type { LoadPoint } from '@tessera/core/workouts/records';
import { loadFromKg } from '@tessera/core/workouts/units';
import type { LoadUnit } from '@tessera/core/entities/workout';

const WIDTH = 300;
const HEIGHT = 100;
const PAD = 8;

/**
 * A small line of the heaviest load per session, oldest to newest: a tiny SVG (no chart library),
 * described in words by the caller (`label`) for screen readers.
 */
export function LoadChart({ points, unit, label }: { points: readonly LoadPoint[]; unit: LoadUnit; label: string }) {
  if (points.length === 0) return null;
  const values = points.map((point) => loadFromKg(point.load_kg, unit));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (index: number) => (points.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (value: number) => HEIGHT - PAD - ((value - min) / span) * (HEIGHT - 2 * PAD);
  const path = values.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} role="img" aria-label={label} data-points={points.length}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
      {values.map((value, index) => (
        <circle key={points[index]!.at} cx={x(index)} cy={y(value)} r="3.5" fill="currentColor" />
      ))}
    </svg>
  );
}
