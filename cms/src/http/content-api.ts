import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';

export type KoaContext = Context;

// Strapi's own query validation and sanitising for one content type, with the caller's permissions:
// what the core controllers do, usable from custom actions.
export function contentApi(strapi: Core.Strapi, uid: UID.ContentType) {
  const schema = strapi.getModel(uid);
  const auth = (ctx: Context) => ctx.state.auth as Record<string, unknown> | undefined;
  return {
    // The request's query (or the part of it a custom action leaves to Strapi), validated and sanitised.
    async query(ctx: Context, query: Record<string, unknown> = ctx.query): Promise<Record<string, unknown>> {
      await strapi.contentAPI.validate.query(query, schema, { auth: auth(ctx) });
      return (await strapi.contentAPI.sanitize.query(query, schema, { auth: auth(ctx) })) as Record<string, unknown>;
    },
    output<T>(data: T, ctx: Context): Promise<T> {
      return strapi.contentAPI.sanitize.output(data, schema, { auth: auth(ctx) }) as Promise<T>;
    },
  };
}
