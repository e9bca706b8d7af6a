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
  } | null;
  movedAt: string | null;
};
