/** SPEC §1 and §9: the landing page's claims and its animation constants, in one place. */
export const CLAIMED_USERS = 130_000;
export const SERVER_COUNT = 26;
/** The community started in March 2012 (month 1-12). */
export const COMMUNITY_START = { year: 2012, month: 3 } as const;

export const USERS_COUNTER_MS = 2000;
export const SERVERS_COUNTER_MS = 1500;
export const DEFAULT_COUNTER_MS = 1500;
/** The counters start once this share of the stats block is on screen. */
export const STATS_VISIBLE_THRESHOLD = 0.3;

/** The "players online" figure is sample data (SPEC §4): a bounded random walk, not a live count. */
export const ONLINE_START = 837;
export const ONLINE_MIN = 800;
export const ONLINE_MAX = 950;
export const ONLINE_MAX_STEP = 5;
export const ONLINE_INTERVAL_MS = 5000;
export const ONLINE_COUNTER_MS = 800;

export const VIDEO_ASPECT_RATIO = 16 / 9;
/** Scaled past the edges so the provider's title bar and controls fall outside the hero. */
export const VIDEO_SCALE = 1.3;
export const VIDEO_FIRST_RESIZE_MS = 500;
/** The cover waits this long after playback starts, so the provider's start-up frames are never seen. */
export const VIDEO_READY_DELAY_MS = 500;
/** If the video has not started by then the poster stays for good and the console says why. */
export const VIDEO_START_TIMEOUT_MS = 15_000;
