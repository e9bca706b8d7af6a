/**
 * The hero's still image: a dusk over a Dust-style plaza (sandstone walls, the arched double doors,
 * crates), drawn here so it ships inside the page with no request and looks right offline. It stays under
 * the background video, and is all there is when no video is configured or the provider cannot be reached.
 */

const WALL_LIGHT = '#c08a52';
const WALL_DARK = '#6b4526';

function Crate({ x, y, size }: { x: number; y: number; size: number }) {
  const frame = size * 0.09;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={size} height={size} fill="#9a6631" />
      <rect
        x={frame / 2}
        y={frame / 2}
        width={size - frame}
        height={size - frame}
        fill="none"
        stroke="#5b3716"
        strokeWidth={frame}
      />
      <path
        d={`M${frame} ${frame}L${size - frame} ${size - frame}M${size - frame} ${frame}L${frame} ${size - frame}`}
        stroke="#6e451d"
        strokeWidth={frame * 0.8}
      />
      <rect width={size} height={size * 0.16} fill="#d9a463" opacity="0.35" />
    </g>
  );
}

export function HeroPoster() {
  return (
    <svg
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-poster-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#121a32" />
          <stop offset="0.38" stopColor="#3a2a48" />
          <stop offset="0.58" stopColor="#b2592c" />
          <stop offset="0.72" stopColor="#f4a24b" />
        </linearGradient>
        <radialGradient id="hero-poster-sun">
          <stop offset="0" stopColor="#ffe2a8" stopOpacity="0.95" />
          <stop offset="0.16" stopColor="#ffb35c" stopOpacity="0.6" />
          <stop offset="1" stopColor="#ff8a1f" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-poster-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={WALL_LIGHT} />
          <stop offset="1" stopColor={WALL_DARK} />
        </linearGradient>
        <linearGradient id="hero-poster-shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#80552f" />
          <stop offset="1" stopColor="#3a2312" />
        </linearGradient>
        <linearGradient id="hero-poster-ground" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7a5330" />
          <stop offset="1" stopColor="#1c120b" />
        </linearGradient>
        <linearGradient id="hero-poster-haze" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffb067" stopOpacity="0" />
          <stop offset="0.5" stopColor="#ffb067" stopOpacity="0.18" />
          <stop offset="1" stopColor="#ffb067" stopOpacity="0" />
        </linearGradient>
        <pattern id="hero-poster-blocks" width="96" height="48" patternUnits="userSpaceOnUse">
          <path
            d="M0 0H96M0 24H96M24 0V24M72 24V48"
            stroke="#3c2310"
            strokeOpacity="0.35"
            strokeWidth="2"
            fill="none"
          />
        </pattern>
        <pattern id="hero-poster-scanlines" width="4" height="4" patternUnits="userSpaceOnUse">
          <rect width="4" height="1" fill="#000" fillOpacity="0.18" />
        </pattern>
      </defs>

      <rect width="1600" height="900" fill="url(#hero-poster-sky)" />
      <circle cx="1010" cy="610" r="520" fill="url(#hero-poster-sun)" />
      <circle cx="1010" cy="610" r="44" fill="#ffe7b8" />

      {/* Far rooftops, a dome and a minaret against the sun. */}
      <g fill="#4a2c22" opacity="0.92">
        <rect x="420" y="575" width="150" height="90" />
        <rect x="760" y="588" width="84" height="77" />
        <rect x="930" y="566" width="100" height="99" />
        <path d="M930 568Q980 482 1030 568Z" />
        <rect x="977" y="500" width="6" height="26" />
        <rect x="1052" y="448" width="24" height="217" />
        <path d="M1046 452h36l-18-32z" />
        <rect x="1044" y="500" width="40" height="8" />
        <rect x="1084" y="580" width="60" height="85" />
        <rect x="1330" y="585" width="120" height="80" />
      </g>
      <rect y="540" width="1600" height="200" fill="url(#hero-poster-haze)" />

      {/* Left: the long wall with the arched double doors. */}
      <path
        d="M0 330H700V760H0ZM300 760V548A85 85 0 0 1 470 548V760Z"
        fill="url(#hero-poster-wall)"
        fillRule="evenodd"
      />
      <path
        d="M0 330H700V760H0ZM300 760V548A85 85 0 0 1 470 548V760Z"
        fill="url(#hero-poster-blocks)"
        fillRule="evenodd"
      />
      <rect x="-10" y="316" width="722" height="18" fill="#d9a266" />
      <path d="M700 334 758 366V760H700Z" fill="url(#hero-poster-shade)" />
      <path d="M300 548A85 85 0 0 1 470 548" fill="none" stroke="#e0ad72" strokeWidth="10" />
      <path d="M300 556 352 578V782L300 760Z" fill="#4a2a14" />
      <path d="M470 556 418 578V782L470 760Z" fill="#54301a" />
      <path
        d="M312 600 340 612M312 660 340 672M312 720 340 732M458 600 430 612M458 660 430 672M458 720 430 732"
        stroke="#2c170a"
        strokeWidth="4"
      />

      {/* Right: a two-storey house with dark windows. */}
      <path d="M1186 270H1600V760H1186Z" fill="url(#hero-poster-wall)" />
      <path d="M1186 270H1600V760H1186Z" fill="url(#hero-poster-blocks)" />
      <rect x="1176" y="258" width="440" height="18" fill="#d9a266" />
      <path d="M1186 276 1130 306V760H1186Z" fill="url(#hero-poster-shade)" />
      <g fill="#24150b">
        <rect x="1262" y="370" width="74" height="96" />
        <rect x="1432" y="370" width="74" height="96" />
        <path d="M1300 760V640A50 50 0 0 1 1400 640V760Z" />
      </g>
      <g fill="#e0ad72">
        <rect x="1254" y="466" width="90" height="10" />
        <rect x="1424" y="466" width="90" height="10" />
      </g>

      {/* The plaza and its crates. */}
      <path d="M0 742H1600V900H0Z" fill="url(#hero-poster-ground)" />
      <path d="M600 900 760 742H1110L1280 900Z" fill="#ffcf99" opacity="0.06" />
      <Crate x={800} y={612} size={150} />
      <Crate x={944} y={672} size={90} />
      <Crate x={826} y={514} size={98} />
      <path d="M780 762H1060L1120 790H740Z" fill="#000" opacity="0.28" />

      <rect width="1600" height="900" fill="url(#hero-poster-scanlines)" />
    </svg>
  );
}
