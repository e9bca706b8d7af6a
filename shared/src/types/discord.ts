/** The account's Discord link (issue 45; `GET /discord/me`), written once in @cs16ar/contracts. */
export type { DiscordLinkView } from '@cs16ar/contracts';
