import type { ReactElement, SVGProps } from 'react';

/**
 * The site's one icon set: line icons drawn inline (no icon font, no request), in the text colour, hidden
 * from screen readers (the text beside them says the same). `@cs16ar/shared/icons` is not part of the shared
 * singleton: each app bundles only the icons it uses (every icon is a pure constant webpack can drop).
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };
export type IconComponent = (props: IconProps) => ReactElement;

type Shape =
  | { d: string }
  | { cx: number; cy: number; r: number }
  | { x: number; y: number; width: number; height: number; rx: number };

function drawShape(shape: Shape, key: number) {
  if ('d' in shape) return <path key={key} d={shape.d} />;
  if ('r' in shape) return <circle key={key} {...shape} />;
  return <rect key={key} {...shape} />;
}

function lineIcon(shapes: readonly Shape[]): IconComponent {
  return function LineIcon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes.map(drawShape)}
      </svg>
    );
  };
}

const circle = (cx: number, cy: number, r: number): Shape => ({ cx, cy, r });
const rect = (x: number, y: number, width: number, height: number, rx: number): Shape => ({ x, y, width, height, rx });

// Navigation and layout
export const HomeIcon = /* @__PURE__ */ lineIcon([{ d: 'M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' }]);
export const ServerIcon = /* @__PURE__ */ lineIcon([
  rect(3, 4, 18, 7, 2),
  rect(3, 13, 18, 7, 2),
  { d: 'M7 7.5h.01M7 16.5h.01' },
]);
/** The server drawn larger (landing page), with its drive bays. */
export const ServerRackIcon = /* @__PURE__ */ lineIcon([
  rect(3, 4, 18, 7, 2),
  rect(3, 13, 18, 7, 2),
  { d: 'M7 7.5h.01M7 16.5h.01M11 7.5h6M11 16.5h6' },
]);
export const UsersIcon = /* @__PURE__ */ lineIcon([
  circle(9, 8, 3.2),
  { d: 'M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6' },
  circle(17, 9, 2.5),
  { d: 'M16 14.2c2.8.3 5 2.6 5 5.8' },
]);
export const UserIcon = /* @__PURE__ */ lineIcon([circle(12, 8, 4), { d: 'M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8' }]);
export const StarIcon = /* @__PURE__ */ lineIcon([
  { d: 'm12 3 2.8 5.8 6.2.9-4.5 4.4 1.1 6.3L12 17.5 6.4 20.4l1.1-6.3L3 9.7l6.2-.9z' },
]);
export const HelpIcon = /* @__PURE__ */ lineIcon([
  circle(12, 12, 9),
  { d: 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01' },
]);
export const SettingsIcon = /* @__PURE__ */ lineIcon([
  circle(12, 12, 3),
  {
    d: 'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3.1 14H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 3.1V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  },
]);
export const LogoutIcon = /* @__PURE__ */ lineIcon([
  { d: 'M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l-5-5 5-5M5 12h11' },
]);
export const InfoIcon = /* @__PURE__ */ lineIcon([circle(12, 12, 9), { d: 'M12 11v6M12 7.5h.01' }]);
export const NewsIcon = /* @__PURE__ */ lineIcon([
  { d: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5' },
]);
export const ShieldIcon = /* @__PURE__ */ lineIcon([{ d: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z' }]);
export const ShieldCheckIcon = /* @__PURE__ */ lineIcon([
  { d: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6zM9 12l2 2 4-4' },
]);
export const DocumentIcon = /* @__PURE__ */ lineIcon([{ d: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h5' }]);
export const DiscordIcon = /* @__PURE__ */ lineIcon([
  {
    d: 'M8 8.5c2.7-1 5.3-1 8 0M7.5 16c2.9 1.3 6.1 1.3 9 0M9 4.5 7.5 5c-1.7.5-3 2-3.3 3.8L3 15.5c1.3 1.7 3 2.8 5 3.3l1-2M15 4.5l1.5.5c1.7.5 3 2 3.3 3.8l1.2 6.7c-1.3 1.7-3 2.8-5 3.3l-1-2M9.5 12.5h.01M14.5 12.5h.01',
  },
]);
export const ChevronDownIcon = /* @__PURE__ */ lineIcon([{ d: 'm6 9 6 6 6-6' }]);
export const ArrowLeftIcon = /* @__PURE__ */ lineIcon([{ d: 'M19 12H5M11 18l-6-6 6-6' }]);
export const ArrowRightIcon = /* @__PURE__ */ lineIcon([{ d: 'M5 12h14M13 6l6 6-6 6' }]);

// Community and servers
export const TrophyIcon = /* @__PURE__ */ lineIcon([
  { d: 'M8 4h8v5a4 4 0 0 1-8 0z' },
  { d: 'M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4v3h-4z' },
]);
export const CrosshairIcon = /* @__PURE__ */ lineIcon([
  circle(12, 12, 8),
  { d: 'M12 2v5M12 17v5M2 12h5M17 12h5M12 12h.01' },
]);
export const MapIcon = /* @__PURE__ */ lineIcon([{ d: 'm9 4-6 2v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14' }]);
export const ChartIcon = /* @__PURE__ */ lineIcon([{ d: 'M4 20V10M10 20V4M16 20v-7M22 20H2' }]);

// Account
export const EyeIcon = /* @__PURE__ */ lineIcon([
  { d: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z' },
  circle(12, 12, 3),
]);
export const EyeOffIcon = /* @__PURE__ */ lineIcon([
  { d: 'M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.9' },
  { d: 'M6.6 6.6C3.6 8.5 2 12 2 12s3.5 7 10 7a9.8 9.8 0 0 0 5.4-1.6' },
  { d: 'M9.9 9.9a3 3 0 0 0 4.2 4.2' },
  { d: 'M2 2l20 20' },
]);
export const CameraIcon = /* @__PURE__ */ lineIcon([
  { d: 'M3 8a2 2 0 0 1 2-2h2.2l1.5-2h6.6l1.5 2H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z' },
  circle(12, 13, 3.5),
]);
export const PencilIcon = /* @__PURE__ */ lineIcon([{ d: 'M4 20h4L19 9l-4-4L4 16z' }, { d: 'M13.5 6.5l4 4' }]);
export const LockIcon = /* @__PURE__ */ lineIcon([
  rect(4.5, 10.5, 15, 10, 2),
  { d: 'M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2' },
]);
export const CheckIcon = /* @__PURE__ */ lineIcon([{ d: 'm5 12.5 4.5 4.5L19 7.5' }]);
export const CrossIcon = /* @__PURE__ */ lineIcon([{ d: 'M7 7l10 10M17 7 7 17' }]);

// Help centre
export const CompassIcon = /* @__PURE__ */ lineIcon([circle(12, 12, 9), { d: 'm15.5 8.5-2 5-5 2 2-5z' }]);
export const CreditCardIcon = /* @__PURE__ */ lineIcon([rect(2.5, 5, 19, 14, 2), { d: 'M2.5 10h19M6.5 15h4' }]);
export const WrenchIcon = /* @__PURE__ */ lineIcon([
  {
    d: 'M14.7 6.3a4 4 0 0 0-5.4 5.1l-5.8 5.8a1.8 1.8 0 0 0 2.5 2.5l5.8-5.8a4 4 0 0 0 5.1-5.4l-2.5 2.5-2.2-.5-.5-2.2z',
  },
]);
export const SearchIcon = /* @__PURE__ */ lineIcon([circle(11, 11, 7), { d: 'm20 20-3.5-3.5' }]);
export const CalendarIcon = /* @__PURE__ */ lineIcon([rect(3.5, 5, 17, 15, 2), { d: 'M3.5 10h17M8 3v4M16 3v4' }]);
// The Comunidad section
/** A pinned news post. */
export const PinIcon = /* @__PURE__ */ lineIcon([{ d: 'M9 3h6l-1 6 4 4H6l4-4zM12 13v8' }]);
/** The news feed (Atom): the usual broadcast arcs. */
export const FeedIcon = /* @__PURE__ */ lineIcon([
  { d: 'M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14' },
  circle(6, 18, 1.2),
]);
/** A link to one rule (its anchor). */
export const LinkIcon = /* @__PURE__ */ lineIcon([
  { d: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1' },
]);
export const ThumbUpIcon = /* @__PURE__ */ lineIcon([
  { d: 'M7 10v10H4V10zM7 10l4-7c1.7 0 2.7 1.3 2.3 2.9L12.6 9H19a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7' },
]);
export const ThumbDownIcon = /* @__PURE__ */ lineIcon([
  { d: 'M17 14V4h3v10zM17 14l-4 7c-1.7 0-2.7-1.3-2.3-2.9l.7-3.1H5a2 2 0 0 1-2-2.3l1.2-7A2 2 0 0 1 6.2 4H17' },
]);
export const HeadsetIcon = /* @__PURE__ */ lineIcon([
  { d: 'M4 13v-1a8 8 0 0 1 16 0v1' },
  rect(3, 13, 4, 6, 1.5),
  rect(17, 13, 4, 6, 1.5),
  { d: 'M19 19c0 1.5-1.5 2-3.5 2H13' },
]);

// Brand marks, in their own colours (not line icons)
export function GoogleIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A12 12 0 0 1 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

export function SteamIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-9.96 9.1l5.36 2.22a2.8 2.8 0 0 1 1.6-.5l2.38-3.46v-.05a3.77 3.77 0 1 1 3.77 3.77h-.09l-3.4 2.43v.13a2.83 2.83 0 0 1-5.6.55L2.23 14.6A10 10 0 1 0 12 2zm-4.72 15.2-1.23-.5a2.12 2.12 0 1 0 1.16-2.9l1.27.53a1.56 1.56 0 1 1-1.2 2.87zm9.42-7.89a2.51 2.51 0 1 0-2.51 2.51 2.51 2.51 0 0 0 2.51-2.51zm-4.39 0a1.88 1.88 0 1 1 1.88 1.88 1.88 1.88 0 0 1-1.88-1.88z" />
    </svg>
  );
}
