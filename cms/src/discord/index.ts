import type { Core } from '@strapi/strapi';
import { createDiscord, type Discord } from './discord-service';

export { assertDiscordSettingsAllowed } from './discord-settings';
export { assertWebhooksAllowed } from './discord-announcer';
export type { Announcement } from './announcement-embeds';

const created = new WeakMap<Core.Strapi, Discord>();

// Discord wired to the site (issue 45), one per CMS: src/api/discord's controllers, the memberships and the bootstrap
// reach it through discord(strapi).
export function discord(strapi: Core.Strapi): Discord {
  let domain = created.get(strapi);
  if (!domain) {
    domain = createDiscord({ strapi });
    created.set(strapi, domain);
  }
  return domain;
}
