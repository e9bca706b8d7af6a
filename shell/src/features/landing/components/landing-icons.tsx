import type { ReactElement } from 'react';

const drawings = {
  servers: (
    <>
      <rect x="3" y="4" width="18" height="7" rx="2" />
      <rect x="3" y="13" width="18" height="7" rx="2" />
      <path d="M7 7.5h.01M7 16.5h.01M11 7.5h6M11 16.5h6" />
    </>
  ),
  community: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 14.2c2.8.3 5 2.6 5 5.8" />
    </>
  ),
  trophy: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4v3h-4z" />
    </>
  ),
  crosshair: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 2v5M12 17v5M2 12h5M17 12h5M12 12h.01" />
    </>
  ),
  discord: (
    <path d="M8 8.5c2.7-1 5.3-1 8 0M7.5 16c2.9 1.3 6.1 1.3 9 0M9 4.5 7.5 5c-1.7.5-3 2-3.3 3.8L3 15.5c1.3 1.7 3 2.8 5 3.3l1-2M15 4.5l1.5.5c1.7.5 3 2 3.3 3.8l1.2 6.7c-1.3 1.7-3 2.8-5 3.3l-1-2M9.5 12.5h.01M14.5 12.5h.01" />
  ),
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  map: <path d="m9 4-6 2v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14" />,
} satisfies Record<string, ReactElement>;

export type LandingIconName = keyof typeof drawings;

/** Decorative line icons of the landing page, drawn inline (no icon font, no request). */
export function LandingIcon({ name, size = 22 }: { name: LandingIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[name]}
    </svg>
  );
}
