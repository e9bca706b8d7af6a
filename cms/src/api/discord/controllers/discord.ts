import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { discord } from '../../../discord';
import type { KoaContext } from '../../../http/content-api';
import { unauthorized } from '../../../http/errors';
import { consumeOrRefuse } from '../../../http/rate-limits';
import { answerOrRefuse } from '../../../http/refusal';
import { plainBody, refuseUnknownKeys } from '../../../users/validation';

// Thin controllers over src/discord.

function signedInId(ctx: KoaContext): number {
  const user = ctx.state.user as { id: number } | undefined;
  if (!user) unauthorized();
  return user.id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async me(ctx: KoaContext) {
    const userId = signedInId(ctx);
    await answerOrRefuse(ctx, () => discord(strapi).linkOf(userId));
  },

  // POST /api/discord/link: where to send the browser (Discord's authorization page).
  async link(ctx: KoaContext) {
    const userId = signedInId(ctx);
    refuseUnknownKeys(plainBody(ctx.request.body ?? {}), []);
    await consumeOrRefuse(
      ctx,
      'authFlow',
      `discord:${userId}`,
      (wait) => `Probaste vincular Discord muchas veces. Esperá ${wait} y volvé a intentar.`,
    );
    await answerOrRefuse(ctx, () => discord(strapi).startLink(userId));
  },

  // PUT /api/discord/link { shownOnProfile }: whether the public profile shows the Discord name.
  async update(ctx: KoaContext) {
    const userId = signedInId(ctx);
    const body = plainBody(ctx.request.body ?? {});
    refuseUnknownKeys(body, ['shownOnProfile']);
    if (typeof body.shownOnProfile !== 'boolean') {
      throw new errors.ValidationError('Decinos si querés mostrar tu Discord en tu perfil (sí o no).');
    }
    const shown = body.shownOnProfile;
    await answerOrRefuse(ctx, () => discord(strapi).showOnProfile(userId, shown));
  },

  async unlink(ctx: KoaContext) {
    const userId = signedInId(ctx);
    await answerOrRefuse(ctx, () => discord(strapi).unlink(userId));
  },

  // GET /api/discord/invite: the invite /discord shows, with its counts; `data` null when the site names none.
  async invite(ctx: KoaContext) {
    refuseUnknownKeys(ctx.query, []);
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = { data: await discord(strapi).invite() };
  },

  // GET /api/discord/callback?code&state (or ?error=access_denied&state): back to /ajustes, which says how it went.
  async callback(ctx: KoaContext) {
    const { code, state, error } = ctx.query as Record<string, unknown>;
    ctx.redirect(await discord(strapi).finishLink({ code, state, error }));
  },
});
