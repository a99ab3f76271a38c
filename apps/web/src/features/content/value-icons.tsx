// Line icons for the About page's six core values, drawn in the same style as components/icons.tsx.
import type { SVGProps } from 'react';

type Props = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: Props & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export const ShieldCheckIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </Svg>
);
export const BulbIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z" />
  </Svg>
);
export const PeopleHeartIcon = (p: Props) => (
  <Svg {...p}>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 20c.8-3.4 3.2-5.2 6-5.2 1.4 0 2.7.4 3.7 1.3" />
    <path d="M17.5 20.5s-3.5-2.2-3.5-4.6c0-1.2.9-2.1 2-2.1.7 0 1.2.3 1.5.8.3-.5.8-.8 1.5-.8 1.1 0 2 .9 2 2.1 0 2.4-3.5 4.6-3.5 4.6z" />
  </Svg>
);
export const LeafIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M5 19c-.5-7.5 4.5-13 15-14-.3 10-5.8 15-13.5 14.5" />
    <path d="M5 19c3-4.5 6-7 10-9" />
  </Svg>
);
export const RepeatIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M4 11V9a3 3 0 0 1 3-3h12" />
    <path d="m16 3 3 3-3 3" />
    <path d="M20 13v2a3 3 0 0 1-3 3H5" />
    <path d="m8 21-3-3 3-3" />
  </Svg>
);
export const TrendUpIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M3 17 9 11l4 4 8-8" />
    <path d="M15 7h6v6" />
  </Svg>
);
export const DropletIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M12 3s-6 6.6-6 11a6 6 0 0 0 12 0c0-4.4-6-11-6-11z" />
    <path d="M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5" />
  </Svg>
);
