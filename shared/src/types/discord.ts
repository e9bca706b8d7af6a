/** The account's Discord link (issue 45; `GET /discord/me`) and the community's invite with its counts (`GET /discord/invite`), written once in @cs16ar/contracts. */
export type { DiscordInviteView, DiscordLinkView } from '@cs16ar/contracts';
