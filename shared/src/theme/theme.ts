const systemFont = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** One dark look for the whole site; every app styles itself from these tokens only. */
export const theme = {
  colors: {
    background: '#0a0d13',
    surface: '#121824',
    surfaceRaised: '#19212f',
    surfaceHover: '#212b3c',
    border: 'rgba(255, 255, 255, 0.09)',
    borderStrong: 'rgba(255, 255, 255, 0.18)',
    text: '#eef1f6',
    textMuted: '#a3adbf',
    textFaint: '#7c879b',
    primary: '#ff8a1f',
    primaryStrong: '#ffa24d',
    primaryText: '#1a0f02',
    success: '#22c55e',
    danger: '#f04444',
    dangerText: '#ff8c8c',
    info: '#3b82f6',
    infoText: '#8cb8ff',
    gold: '#f5c542',
    grey: '#8a93a5',
    overlay: 'rgba(5, 7, 11, 0.72)',
  },
  gradients: {
    primary: 'linear-gradient(135deg, #ff7a18 0%, #ffb347 100%)',
    admin: 'linear-gradient(135deg, #1d4ed8 0%, #38bdf8 100%)',
    premium: 'linear-gradient(135deg, #d97706 0%, #fde047 100%)',
    heroOverlay: 'linear-gradient(180deg, rgba(10,13,19,0.55) 0%, rgba(10,13,19,0.75) 60%, #0a0d13 100%)',
  },
  fonts: {
    body: systemFont,
    // The same list as the body's: system-ui is Segoe UI on Windows already, and each other list is one more font
    // look-up in the page's first layout.
    heading: systemFont,
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(0,0,0,0.4), 0 8px 24px rgba(0,0,0,0.25)',
    raised: '0 12px 40px rgba(0,0,0,0.45)',
    glow: '0 0 24px rgba(255, 138, 31, 0.45)',
  },
  /** Min widths. The desktop menu appears at `lg`; below it the bottom tab bar. */
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  layout: { maxWidth: '1200px', topBarHeight: '64px', tabBarHeight: '64px' },
  transitions: { fast: '150ms ease', normal: '300ms ease' },
} as const;

export type Theme = typeof theme;

/** Media query for a min width, e.g. `${mediaUp('lg')} { ... }`. */
export function mediaUp(breakpoint: keyof Theme['breakpoints']): string {
  return `@media (min-width: ${theme.breakpoints[breakpoint]}px)`;
}
