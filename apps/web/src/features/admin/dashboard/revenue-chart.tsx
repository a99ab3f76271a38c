// Revenue (bars) and orders (a line with dots) per day for the last 30 days, drawn as inline SVG. It has a
// title and description for assistive technology, and a visually hidden table carries the same figures.
import { formatRupees } from '@chamak/shared/money';
import { useEffect, useId, useRef, useState } from 'react';
import { rupees } from '../../../components/price.tsx';
import type { DayFigures } from './api.ts';
import { axisRupees, countTicks, formatDay, niceTicks, sumPaise } from './chart-scale.ts';

/** The width of an element, followed as it resizes (the chart redraws to fit a phone or a desktop). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      if (node.clientWidth > 0) setWidth(node.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function RevenueChart({ days }: { days: DayFigures[] }) {
  const titleId = useId();
  const descId = useId();
  const { ref, width } = useWidth(720);
  const height = width < 480 ? 220 : 260;
  const pad = { top: 16, right: 36, bottom: 30, left: width < 480 ? 44 : 56 };
  const plotW = Math.max(10, width - pad.left - pad.right);
  const plotH = height - pad.top - pad.bottom;

  const revenueTicks = niceTicks(Math.max(0, ...days.map((d) => d.revenue)), 4, 1000);
  const revenueMax = revenueTicks[revenueTicks.length - 1] ?? 1;
  const orderTicks = countTicks(Math.max(0, ...days.map((d) => d.orders)), 4);
  const ordersMax = orderTicks[orderTicks.length - 1] ?? 1;

  const slot = plotW / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.62);
  const x = (i: number) => pad.left + slot * i + slot / 2;
  const yRevenue = (v: number) => pad.top + plotH - (v / revenueMax) * plotH;
  const yOrders = (v: number) => pad.top + plotH - (v / ordersMax) * plotH;
  const labelEvery = width < 480 ? 7 : width < 800 ? 5 : 3;

  const totalRevenuePaise = sumPaise(days.map((d) => d.revenue));
  const totalOrders = days.reduce((n, d) => n + d.orders, 0);
  const first = days[0]?.day;
  const last = days[days.length - 1]?.day;
  const line = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yOrders(d.orders).toFixed(1)}`);

  return (
    <figure className="m-0">
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full"
        >
          <title id={titleId}>Revenue and orders per day, last 30 days</title>
          <desc id={descId}>
            {first && last
              ? `From ${formatDay(first, true)} to ${formatDay(last, true)}: ${formatRupees(totalRevenuePaise)} revenue from ${totalOrders} orders. Bars show revenue, the line shows orders. The table below the chart lists every day.`
              : 'No figures yet.'}
          </desc>
          {revenueTicks.map((t) => (
            <g key={`r${t}`}>
              <line
                x1={pad.left}
                x2={pad.left + plotW}
                y1={yRevenue(t)}
                y2={yRevenue(t)}
                stroke="#e2e8f0"
                strokeDasharray={t === 0 ? undefined : '3 4'}
              />
              <text
                x={pad.left - 8}
                y={yRevenue(t)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize="11"
                fill="#64748b"
              >
                {axisRupees(t)}
              </text>
            </g>
          ))}
          {orderTicks.map((t) => (
            <text
              key={`o${t}`}
              x={pad.left + plotW + 8}
              y={yOrders(t)}
              dominantBaseline="middle"
              fontSize="11"
              fill="#b45309"
            >
              {t}
            </text>
          ))}
          {days.map((d, i) => {
            const top = yRevenue(d.revenue);
            return (
              <g key={d.day}>
                <title>{`${formatDay(d.day, true)}: ${rupees(d.revenue)} from ${d.orders} ${d.orders === 1 ? 'order' : 'orders'}${d.cancelled ? `, ${d.cancelled} cancelled` : ''}`}</title>
                <rect x={x(i) - slot / 2} y={pad.top} width={slot} height={plotH} fill="transparent" />
                {d.revenue > 0 && (
                  <rect
                    x={x(i) - barW / 2}
                    y={top}
                    width={barW}
                    height={Math.max(1, pad.top + plotH - top)}
                    rx={Math.min(3, barW / 3)}
                    fill="#393185"
                    opacity="0.85"
                  />
                )}
                {i % labelEvery === (days.length - 1) % labelEvery && (
                  <text x={x(i)} y={height - 10} textAnchor="middle" fontSize="11" fill="#64748b">
                    {formatDay(d.day)}
                  </text>
                )}
              </g>
            );
          })}
          <path d={line.join(' ')} fill="none" stroke="#d97706" strokeWidth="2" strokeLinejoin="round" />
          {days.map((d, i) => (
            <circle
              key={`dot${d.day}`}
              cx={x(i)}
              cy={yOrders(d.orders)}
              r={d.orders > 0 ? 3.5 : 2}
              fill={d.orders > 0 ? '#d97706' : '#fff'}
              stroke="#d97706"
              strokeWidth="1.5"
              pointerEvents="none"
            />
          ))}
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand/85" />
          Revenue (left axis)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 rounded bg-amber-600" />
          Orders (right axis)
        </span>
      </figcaption>
      {/* Hidden by a div, not on the table: a table ignores the 1 px height and overflow that hide it, so its 30
          rows hung below the page as a blank band. */}
      <div className="sr-only">
        <table>
          <caption>Revenue and orders per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
              <th scope="col">Cancelled</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(d.day, true)}</th>
                <td>{d.orders}</td>
                <td>{rupees(d.revenue)}</td>
                <td>{d.cancelled}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
