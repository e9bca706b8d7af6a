'use strict';
// The API contract between the CMS (cms/, its own npm project, which depends on this folder with `file:`) and
// the site (shared/ and the apps, through the workspace). Plain CommonJS with its types beside it (index.d.ts)
// so that Strapi's compiled Node code, webpack and jest all load it as it is, without a build of its own.

/** The help centre's categories, in the order the site lists them (the Strapi schema's enum must match). */
const helpCategories = Object.freeze(['general', 'account', 'servers', 'membership', 'payments', 'technical']);

function isHelpCategory(value) {
  return typeof value === 'string' && helpCategories.includes(value);
}

/**
 * Argentina's clock, in which the community's days, months and awards are counted: UTC-3 all year (no daylight
 * saving time since March 2009), so a day there is plain arithmetic on the offset.
 */
const ARGENTINA_TIME_ZONE = 'America/Argentina/Buenos_Aires';
const ARGENTINA_UTC_OFFSET_MS = -3 * 60 * 60 * 1000;

/** Strapi 5 documentIds: lowercase letters and digits. Anything else in a URL is "not found" before any query. */
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

function isDocumentId(value) {
  return typeof value === 'string' && DOCUMENT_ID.test(value);
}

/**
 * The longest timed ban there is, in minutes: what staff may give on the site and what the CMS sends the servers
 * (`banid`; HLDS takes minutes as a float). Longer is permanent. One limit for both (issue 41, item 2).
 */
const MAX_BAN_MINUTES = 10 * 365 * 24 * 60;

/**
 * Whether a player id names a Steam account: STEAM_0:Y:Z. Every other id the site shows (STEAM_1:0:N to STEAM_5)
 * is a non-Steam client's, as a GoldSrc server's authentication add-on gives it ("ID no-Steam"), never the Steam
 * account with the same number (cms/src/game-servers/game-log/steam-id.ts).
 */
function isSteamAccountId(value) {
  return typeof value === 'string' && value.startsWith('STEAM_0:');
}

// The answers, described once. A shape is a leaf name ('string', 'count', 'number', 'share', 'iso',
// 'documentId'), a literal list ({ oneOf }), { nullable }, { list, max } or an object whose keys are exactly
// those listed (an unknown key is a departure: the site would be reading something nobody described).
const nullable = (shape) => ({ nullable: shape });
const list = (shape, max = Infinity) => ({ list: shape, max });

const statsServer = { documentId: 'documentId', name: 'string' };
const statFigures = {
  level: 'count',
  kills: 'count',
  deaths: 'count',
  kd: 'number',
  headshots: 'count',
  hsPercentage: 'number',
  shots: 'count',
  hits: 'count',
  damage: 'count',
  suicides: 'count',
  teamKills: 'count',
  rounds: 'count',
  playTimeSeconds: 'count',
  bombsPlanted: 'count',
  bombsDefused: 'count',
  hostagesRescued: 'count',
  hostagesKilled: 'count',
  vipsAssassinated: 'count',
  score: 'number',
  firstSeen: nullable('iso'),
  lastSeen: nullable('iso'),
};

const weaponFigures = {
  weapon: 'string',
  kills: 'count',
  headshots: 'count',
  hsPercentage: 'number',
  deaths: 'count',
  shots: 'count',
  hits: 'count',
  accuracy: nullable('number'),
  damage: 'count',
};
const playerMapFigures = {
  map: 'string',
  kills: 'count',
  deaths: 'count',
  kd: 'number',
  rounds: 'count',
  roundsWon: 'count',
  winPercentage: nullable('number'),
  playTimeSeconds: 'count',
};
// The maps an answer lists at most (cms/src/game-servers/statistics/public-stats.ts).
const MAPS_LISTED = 40;
// The weapons an answer lists at most (cms/src/game-servers/statistics/public-stats.ts).
const WEAPONS_LISTED = 40;

// A rank history's points at most: the 30 finished days before today, and today.
const RANK_HISTORY_LISTED = 31;
// The awards a player's answer lists at most (cms/src/game-servers/statistics/public-stats.ts).
const AWARDS_LISTED = 20;
const playerAward = {
  award: 'string',
  title: 'string',
  day: 'string',
  server: statsServer,
  value: 'number',
  unit: 'string',
};

const shapes = {
  /** GET /api/community/summary → data */
  communitySummary: {
    registeredUsers: 'count',
    playersSeen: { count: 'count', since: nullable('iso') },
    servers: { online: 'count', total: 'count' },
    playersOnline: 'count',
    mostActive: {
      basis: { oneOf: ['connected-time'] },
      players: list({ name: 'string', seconds: 'count', server: { documentId: 'documentId', name: 'string' } }, 20),
      others: 'count',
    },
    featuredServers: list(
      {
        documentId: 'documentId',
        name: 'string',
        gameMode: nullable('string'),
        map: 'string',
        players: 'count',
        maxPlayers: 'count',
        address: 'string',
      },
      4,
    ),
    statusCheckedAt: nullable('iso'),
  },
  /** GET /api/servers/:documentId/history?range= → data */
  serverHistory: {
    documentId: 'documentId',
    range: { oneOf: ['24h', '7d', '30d'] },
    from: 'iso',
    to: 'iso',
    bucketSeconds: 'count',
    peakPlayers: nullable('count'),
    peakAt: nullable('iso'),
    averagePlayers: nullable('number'),
    availability: nullable('share'),
    busiestHour: nullable({ start: 'iso', end: 'iso', averagePlayers: 'number' }),
    buckets: list({
      start: 'iso',
      samples: 'count',
      online: nullable('share'),
      players: nullable({ min: 'count', avg: 'number', max: 'count' }),
      maps: list('string'),
    }),
  },
  /** GET /api/players/:steamId/stats → data */
  playerStats: {
    steamID: 'string',
    name: nullable('string'),
    servers: list({ ...statFigures, server: statsServer, name: 'string', rank: nullable('count') }),
    totals: statFigures,
    weapons: list(weaponFigures, WEAPONS_LISTED),
    maps: list(playerMapFigures, MAPS_LISTED),
    awards: list(playerAward, AWARDS_LISTED),
    activity: list({ day: 'string', playTimeSeconds: 'count' }, 30),
    sessions: list({ server: statsServer, from: 'iso', to: 'iso', kills: 'count' }, 10),
    rankHistory: list({
      server: statsServer,
      days: list({ day: 'string', rank: 'count', rankedPlayers: 'count' }, RANK_HISTORY_LISTED),
    }),
    presence: {
      state: { oneOf: ['playing', 'offline'] },
      server: nullable(statsServer),
      since: nullable('iso'),
      lastSeen: nullable('iso'),
    },
  },
  /** GET /api/servers/:documentId/weapons → data */
  serverWeapons: list({ ...weaponFigures, players: 'count' }, WEAPONS_LISTED),
  /** GET /api/servers/:documentId/maps → data */
  serverMaps: list(
    {
      map: 'string',
      playTimeSeconds: 'count',
      rounds: 'count',
      ctWins: 'count',
      tWins: 'count',
      players: 'count',
      kills: 'count',
    },
    MAPS_LISTED,
  ),
  /** GET /api/servers/:documentId/awards → data */
  serverAwards: list({
    day: 'string',
    awards: list({
      award: 'string',
      title: 'string',
      value: 'number',
      unit: 'string',
      player: { steamID: 'string', name: 'string', profileId: nullable('documentId') },
    }),
  }),
  /** GET /api/bans → data[], GET /api/bans/:documentId → data */
  ban: {
    documentId: 'documentId',
    player: { name: nullable('string'), steamId: 'string', profileId: nullable('documentId') },
    server: nullable({ documentId: 'documentId', name: 'string' }),
    reason: nullable('string'),
    ruleAnchor: nullable('string'),
    admin: { name: nullable('string'), profileId: nullable('documentId') },
    bannedAt: 'iso',
    durationSeconds: nullable('count'),
    permanent: { oneOf: [true, false] },
    expiresAt: nullable('iso'),
    liftedAt: nullable('iso'),
    state: { oneOf: ['activo', 'permanente', 'expirado', 'levantado'] },
    communityWide: { oneOf: [true, false] },
    deliveries: nullable({ applied: 'count', total: 'count' }),
  },
};

const leaves = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  count: (value) => Number.isSafeInteger(value) && value >= 0,
  share: (value) => typeof value === 'number' && value >= 0 && value <= 1,
  iso: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d\d-\d\dT/.test(value),
  documentId: isDocumentId,
};

function problemsOf(shape, value, where, found) {
  if (typeof shape === 'string') {
    if (!leaves[shape](value)) found.push(`${where}: expected ${shape}, got ${JSON.stringify(value)}`);
  } else if ('nullable' in shape) {
    if (value !== null) problemsOf(shape.nullable, value, where, found);
  } else if ('oneOf' in shape) {
    if (!shape.oneOf.includes(value))
      found.push(`${where}: expected one of ${shape.oneOf.join(', ')}, got ${JSON.stringify(value)}`);
  } else if ('list' in shape) {
    if (!Array.isArray(value)) found.push(`${where}: expected a list`);
    else {
      if (value.length > shape.max) found.push(`${where}: more than ${shape.max} items`);
      value.forEach((item, index) => problemsOf(shape.list, item, `${where}[${index}]`, found));
    }
  } else if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    found.push(`${where}: expected an object`);
  } else {
    for (const key of Object.keys(shape)) {
      if (!Object.hasOwn(value, key)) found.push(`${where}.${key}: missing`);
      else problemsOf(shape[key], value[key], `${where}.${key}`, found);
    }
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(shape, key)) found.push(`${where}.${key}: not in the contract`);
    }
  }
  return found;
}

/** Where `value` departs from the contract's `answer` shape: an empty list when it matches. */
function contractProblems(answer, value) {
  return problemsOf(shapes[answer], value, answer, []);
}

module.exports = {
  helpCategories,
  isHelpCategory,
  ARGENTINA_TIME_ZONE,
  ARGENTINA_UTC_OFFSET_MS,
  DOCUMENT_ID,
  isDocumentId,
  isSteamAccountId,
  MAX_BAN_MINUTES,
  contractProblems,
  ...require('./reconnect'),
  ...require('./memberships'),
};
