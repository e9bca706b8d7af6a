import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { acceptLiveEvents } from '../../../live-events/live-events';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async summary(ctx: Context) {
    ctx.body = { data: await strapi.service('api::community.community').summary() };
  },

  // Server-Sent Events: the connection stays open and the live-events hub writes to it.
  async events(ctx: Context) {
    acceptLiveEvents(ctx);
  },
});
