import type { Core } from '@strapi/strapi';
import type { KoaContext } from '../../../http/content-api';
import { unauthorized } from '../../../http/errors';
import { consumeOrRefuse } from '../../../http/rate-limits';
import { consoleCommand } from '../../../game-servers/steam-link/link-code';
import { plainBody, refuseUnknownKeys } from '../../../users/validation';
import { gameServers } from '../../../game-servers';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  // POST /api/steam-link/code: a new one-time code for the signed-in account (the previous one stops
  // working), to say in a community server's chat within 15 minutes. Limited per account.
  async code(ctx: KoaContext) {
    const user = ctx.state.user as { id: number } | undefined;
    if (!user) unauthorized();
    refuseUnknownKeys(plainBody(ctx.request.body ?? {}), []);
    await consumeOrRefuse(
      ctx,
      'steamLinkCode',
      `user:${user.id}`,
      (wait) => `Pediste demasiados códigos. Esperá ${wait} y volvé a intentar.`,
    );
    const issued = await gameServers(strapi).steamLink.issueCode(user.id);
    ctx.body = {
      data: {
        code: issued.display,
        command: consoleCommand(issued.display),
        expiresAt: new Date(issued.expiresAt).toISOString(),
      },
    };
  },
});
