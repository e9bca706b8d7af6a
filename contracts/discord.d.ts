// The Discord link's answers (issue 45; cms/src/discord): types only.

/**
 * `GET /api/discord/me` (signed in), also the answer of `DELETE /api/discord/link`. `configured`: whether this site has Discord set up (without it /ajustes says so).
 * `roleProblem`: why the bot could not give a role the account should hold ('not-in-guild': they are not in the
 * community's Discord; 'refused': the bot lacks the permission, staff must look). `movedAt`: the Discord account this
 * one had was linked to another site account then (the newest link wins).
 */
export type DiscordLinkView = {
  configured: boolean;
  link: {
    name: string;
    linkedAt: string;
    roleProblem: 'not-in-guild' | 'refused' | null;
    /** Whether the public profile shows the Discord name (`PUT /api/discord/link { shownOnProfile }`; off at first). */
    shownOnProfile: boolean;
  } | null;
  movedAt: string | null;
};

/**
 * `GET /api/discord/invite` (public): the community's invite for /discord and Discord's approximate counts of its
 * server (`members`, `online`), null while Discord does not say; the answer's `data` is null when the site names no
 * invite (DISCORD_INVITE_URL).
 */
export type DiscordInviteView = {
  url: string;
  guildName: string | null;
  members: number | null;
  online: number | null;
};
