// The sales report's charts, drawn as SVG by the page itself (no chart library, decision 0347): columns over the
// periods (stacked when there are two series) and bars for a ranking. Each chart has a title and a description
// for screen readers and sits beside the table that holds its figures.
import { useId } from 'react';

export type Series = { name: string; colour: string; values: number[] };

const axisText = 'fill-slate-500 text-[13px]';

/** Columns, one per label, stacked by series; `format` writes the top of the scale. */
export function ColumnChart({
  title,
  description,
  labels,
  series,
  format,
}: {
  title: string;
  description: string;
  labels: string[];
  series: Series[];
  format: (value: number) => string;
}) {
  const id = useId();
  const width = 480;
  const height = 200;
  const left = 20;
  const bottom = 24;
  const top = 20;
  const totals = labels.map((_, i) => series.reduce((s, x) => s + Math.max(0, x.values[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const step = (width - left * 2) / Math.max(1, labels.length);
  const bar = Math.min(40, Math.max(2, step * 0.7));
  const scale = (v: number) => (v / max) * (height - top - bottom);
  // Label every nth column so the labels never crowd.
  const every = Math.ceil(labels.length / 5);
  return (
    <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <text x={left} y={14} className={axisText}>
          {format(max)}
        </text>
        <line
          x1={left}
          x2={width - left}
          y1={top}
          y2={top}
          className="stroke-slate-200"
          strokeDasharray="4 4"
        />
        <line
          x1={left}
          x2={width - left}
          y1={height - bottom}
          y2={height - bottom}
          className="stroke-slate-300"
        />
        {labels.map((label, i) => {
          const x = left + i * step + (step - bar) / 2;
          let y = height - bottom;
          return (
            <g key={label}>
              {series.map((s) => {
                const h = scale(Math.max(0, s.values[i] ?? 0));
                y -= h;
                return <rect key={s.name} x={x} y={y} width={bar} height={h} fill={s.colour} rx={1} />;
              })}
              {i % every === 0 && (
                <text x={x + bar / 2} y={height - 8} textAnchor="middle" className={axisText}>
                  {label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-600">
          {series.map((s) => (
            <span key={s.name} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-sm"
                style={{ background: s.colour }}
              />
              {s.name}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}

/** Horizontal bars for the largest `limit` rows of a ranking, each labelled with its name and value. */
export function BarChart({
  title,
  description,
  rows,
  format,
  colour = '#4f46e5',
  limit = 8,
}: {
  title: string;
  description: string;
  rows: { label: string; value: number }[];
  format: (value: number) => string;
  colour?: string;
  limit?: number;
}) {
  const id = useId();
  const shown = rows.slice(0, limit);
  const width = 420;
  const row = 42;
  const height = Math.max(1, shown.length) * row;
  const max = Math.max(1, ...shown.map((r) => r.value));
  return (
    <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {shown.map((r, i) => (
          <g key={r.label} transform={`translate(0 ${i * row})`}>
            <text x={0} y={14} className="fill-slate-700 text-[14px]">
              {r.label.length > 44 ? `${r.label.slice(0, 43)}…` : r.label}
            </text>
            <rect
              x={0}
              y={22}
              height={12}
              width={Math.max(2, (r.value / max) * (width - 120))}
              fill={colour}
              rx={2}
            />
            <text x={width} y={33} textAnchor="end" className="fill-slate-600 text-[13px]">
              {format(r.value)}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
