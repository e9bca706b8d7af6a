/** docs/product.md §1 and §9: the landing page's claims and its animation constants, in one place. */
/** The community started in March 2012 (month 1-12). */
export const COMMUNITY_START = { year: 2012, month: 3 } as const;

export const USERS_COUNTER_MS = 2000;
export const SERVERS_COUNTER_MS = 1500;
/** The counters start once this share of the stats block is on screen. */
export const STATS_VISIBLE_THRESHOLD = 0.3;

/** A new players-online figure (a live event) runs from the shown one in 0.8 s. */
export const ONLINE_COUNTER_MS = 800;

/** The live figures come from the CMS's summary: "Jugadores más activos" shows up to 20, four featured servers. */
export const ACTIVE_PLAYERS_SHOWN = 20;
export const FEATURED_SERVERS_SHOWN = 4;
/** How often the summary is read again while live events cannot arrive (the CMS polls every 30 s). */
export const SUMMARY_REFRESH_MS = 30_000;

export const VIDEO_ASPECT_RATIO = 16 / 9;
/** Scaled past the edges so the provider's title bar and controls fall outside the hero. */
export const VIDEO_SCALE = 1.3;
export const VIDEO_FIRST_RESIZE_MS = 500;
/** The cover waits this long after playback starts, so the provider's start-up frames are never seen. */
export const VIDEO_READY_DELAY_MS = 500;
/** If the video has not started by then the poster stays for good and the console says why. */
export const VIDEO_START_TIMEOUT_MS = 15_000;

/** "Últimas novedades": the latest posts of the Comunidad section (pinned ones first, as the list shows them). */
export const LATEST_NEWS_SHOWN = 3;
