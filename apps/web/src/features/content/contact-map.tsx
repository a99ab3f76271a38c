// A hand-drawn street map of the office's neighbourhood with a pin: inline SVG, so no map service,
// no third-party request and nothing to consent to. Directions go to a real map in a new tab.
import { t } from '../../lib/i18n.ts';

type Props = { shopName: string; address: string };

// Streets of the drawing (x of the vertical ones, y of the horizontal ones); the blocks fill the gaps.
const streetsX = [0, 180, 360, 540, 700, 880, 1060, 1200];
const streetsY = [0, 130, 290, 420];
const park = '880-130';
const lake = '1060-290';

const blocks = streetsY.slice(0, -1).flatMap((y, row) =>
  streetsX.slice(0, -1).map((x, col) => ({
    key: `${x}-${y}`,
    x: x + 12,
    y: y + 12,
    w: (streetsX[col + 1] ?? 1200) - x - 24,
    h: (streetsY[row + 1] ?? 420) - y - 24,
  })),
);

const road = 'M-20 420 C 250 360, 420 250, 600 215 S 950 90, 1220 40';

export function ContactMap({ shopName, address }: Props) {
  return (
    <div className="relative h-72 overflow-hidden rounded-3xl border border-slate-200 bg-[#eef1f6] sm:h-96">
      <svg
        viewBox="0 0 1200 420"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
        role="img"
        aria-label={t('Map showing the {shop} office at {address}', { shop: shopName, address })}
      >
        <rect width="1200" height="420" fill="#eef1f6" />
        {blocks.map((b) =>
          b.key === park ? (
            <g key={b.key}>
              <rect x={b.x} y={b.y} width={b.w} height={b.h} rx="14" fill="#d4edd9" />
              <circle cx={b.x + 40} cy={b.y + 40} r="14" fill="#b6dfc0" />
              <circle cx={b.x + 95} cy={b.y + 95} r="18" fill="#b6dfc0" />
              <circle cx={b.x + 130} cy={b.y + 35} r="10" fill="#b6dfc0" />
              <path
                d={`M${b.x + 10} ${b.y + b.h - 20} Q ${b.x + 80} ${b.y + 60} ${b.x + b.w - 10} ${b.y + 20}`}
                stroke="#c3e6cb"
                strokeWidth="5"
                fill="none"
              />
            </g>
          ) : b.key === lake ? (
            <path
              key={b.key}
              d={`M${b.x} ${b.y + 30} q 40 -30 80 -8 t 60 0 v ${b.h - 22} h -140 z`}
              fill="#cde3f6"
              stroke="#b7d4ee"
              strokeWidth="2"
            />
          ) : (
            <g key={b.key}>
              <rect x={b.x} y={b.y} width={b.w} height={b.h} rx="10" fill="#e3e7ef" />
              <rect
                x={b.x + 14}
                y={b.y + 14}
                width={b.w / 2 - 20}
                height={b.h / 2 - 20}
                rx="5"
                fill="#d9dee8"
              />
              <rect
                x={b.x + b.w / 2 + 6}
                y={b.y + b.h / 2 + 6}
                width={b.w / 2 - 20}
                height={b.h / 2 - 20}
                rx="5"
                fill="#d9dee8"
              />
            </g>
          ),
        )}
        <g stroke="#ffffff" strokeWidth="14" strokeLinecap="round" fill="none">
          {streetsX.slice(1, -1).map((x) => (
            <path key={`x${x}`} d={`M${x} 0V420`} />
          ))}
          {streetsY.slice(1, -1).map((y) => (
            <path key={`y${y}`} d={`M0 ${y}H1200`} />
          ))}
        </g>
        {/* The main road */}
        <path d={road} stroke="#f1c464" strokeWidth="28" fill="none" />
        <path d={road} stroke="#fde7a8" strokeWidth="20" fill="none" />
        <path d={road} stroke="#ffffff" strokeWidth="1.5" strokeDasharray="12 12" fill="none" />
        {/* A metro line */}
        <path
          d="M0 70H420Q470 70 490 40L520 -10"
          stroke="#8b5cf6"
          strokeWidth="5"
          fill="none"
          opacity="0.45"
        />
        <circle cx="300" cy="70" r="7" fill="#ffffff" stroke="#8b5cf6" strokeWidth="3" opacity="0.8" />
        {/* The pin */}
        <g transform="translate(600 215)">
          <circle r="38" fill="#393185" opacity="0.12" />
          <ellipse cy="3" rx="14" ry="5" fill="#0f172a" opacity="0.2" />
          <path
            d="M0 0c-4-9-22-24-22-40a22 22 0 0 1 44 0c0 16-18 31-22 40z"
            fill="#393185"
            stroke="#ffffff"
            strokeWidth="3"
          />
          <circle cy="-40" r="8" fill="#ffffff" />
        </g>
      </svg>
      <div className="absolute right-3 bottom-3 left-3 rounded-2xl bg-white/95 p-4 shadow-lg backdrop-blur sm:right-auto sm:max-w-sm">
        <p className="font-semibold text-slate-900">{shopName} office</p>
        <p className="mt-1 text-sm text-slate-600">{address}</p>
      </div>
    </div>
  );
}
