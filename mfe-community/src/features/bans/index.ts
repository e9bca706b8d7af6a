// What the bans feature offers the others (the moderation page reads the same list, servers and labels).
export { bansQuery, banServersQuery } from './api/get-bans';
export { BanStateBadge } from './components/ban-state-badge';
export { formatBanLength } from './lib/ban-time';
export { playerLabel } from './lib/ban-view';
