import { startDiscordSandbox } from './sandbox';

// The Discord stand-in a local start runs when asked (DISCORD_SANDBOX=true, scripts/start.js forks it beside Strapi;
// the browser tests do): its port, and the application, bot, guild and roles the CMS was given, from the environment.
async function main(): Promise<void> {
  const need = (name: string) => {
    const value = process.env[name] ?? '';
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  const roleIds = ['DISCORD_PREMIUM_ROLE_ID', 'DISCORD_ADMIN_ROLE_ID', 'DISCORD_STAFF_ROLE_ID']
    .map((name) => process.env[name] ?? '')
    .filter(Boolean);
  const sandbox = await startDiscordSandbox({
    port: Number(need('DISCORD_SANDBOX_PORT')),
    clientId: need('DISCORD_CLIENT_ID'),
    clientSecret: need('DISCORD_CLIENT_SECRET'),
    botToken: need('DISCORD_BOT_TOKEN'),
    guildId: need('DISCORD_GUILD_ID'),
    roleIds,
  });
  console.log(`[discord-sandbox] Discord de prueba en ${sandbox.url}`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
}

main().catch((error: unknown) => {
  console.error(`[discord-sandbox] cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
