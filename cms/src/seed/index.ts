import type { Core } from '@strapi/strapi';
import { simulatedLogSecret, simulatorLogSecretKey } from '../community/log-secrets';
import { COMMUNITY_SERVERS, DEFAULT_SIMULATOR_BASE_PORT, simulatorPort } from '../community/servers';
import { USER_UID } from '../users/user-fields';
import { DEMO_USERS } from './demo-users';
import { HELP_ARTICLES } from './help-articles';
import { generateServerPhoto } from './server-photo';

const SERVER_UID = 'api::server.server';
const ARTICLE_UID = 'api::help-article.help-article';

// Default on outside production; in production only when SEED_DATA=true.
export function seedEnabled(): boolean {
  const flag = process.env.SEED_DATA;
  if (flag !== undefined && flag !== '') return flag === 'true' || flag === '1';
  return process.env.NODE_ENV !== 'production';
}

function simulatorBasePort(): number {
  const value = Number.parseInt(process.env.SIMULATOR_BASE_PORT ?? '', 10);
  return value > 0 && value < 65535 ? value : DEFAULT_SIMULATOR_BASE_PORT;
}

async function uploadPhoto(strapi: Core.Strapi, index: number, name: string, colors: readonly [string, string]) {
  const photo = await generateServerPhoto(index, colors);
  try {
    const [file] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: `servidor-${index + 1}.jpg`, alternativeText: `Portada de ${name}`, caption: name } },
        files: {
          filepath: photo.filepath,
          originalFilename: `servidor-${index + 1}.jpg`,
          mimetype: 'image/jpeg',
          size: photo.size,
        },
      })) as { id: number }[];
    return file.id;
  } finally {
    await photo.cleanup();
  }
}

// Each seeded server gets the log secret the simulator signs its stream with (src/community/log-secrets.ts);
// one seeded before servers had secrets gets it now. Without SIMULATOR_LOG_SECRET_KEY none is set, and
// those servers get no statistics (the listener says so).
async function seedServers(strapi: Core.Strapi): Promise<void> {
  const basePort = simulatorBasePort();
  const secretKey = simulatorLogSecretKey();
  for (const [index, server] of COMMUNITY_SERVERS.entries()) {
    const logSecret = secretKey ? simulatedLogSecret(secretKey, index) : null;
    const existing = (await strapi.db
      .query(SERVER_UID)
      .findOne({ where: { name: server.name }, select: ['id', 'logSecret'] })) as {
      id: number;
      logSecret?: string | null;
    } | null;
    if (existing) {
      if (logSecret && !existing.logSecret) {
        await strapi.db.query(SERVER_UID).update({ where: { id: existing.id }, data: { logSecret } });
      }
      continue;
    }
    const photo = await uploadPhoto(strapi, index, server.name, server.colors);
    await strapi.documents(SERVER_UID).create({
      data: {
        name: server.name,
        description: server.description,
        ipAddress: '127.0.0.1',
        port: simulatorPort(basePort, index),
        location: server.location,
        maxPlayers: server.maxPlayers,
        gameMode: server.gameMode,
        photo,
        ...(server.privilege ? { privilege: { type: server.privilege } } : {}),
        online: false,
        ...(server.modGuide ? { mod_guide: server.modGuide } : {}),
        ...(server.rules ? { rules: server.rules } : {}),
        ...(logSecret ? { logSecret } : {}),
      },
    });
  }
}

async function seedHelpArticles(strapi: Core.Strapi): Promise<void> {
  const idsBySlug = new Map<string, string>();
  const created = new Set<string>();
  for (const article of HELP_ARTICLES) {
    const existing = await strapi.db
      .query(ARTICLE_UID)
      .findOne({ where: { slug: article.slug }, select: ['documentId'] });
    if (existing) {
      idsBySlug.set(article.slug, existing.documentId as string);
      continue;
    }
    const document = await strapi.documents(ARTICLE_UID).create({
      data: {
        title: article.title,
        slug: article.slug,
        content: article.content,
        category: article.category,
        featured: article.featured,
      },
    });
    idsBySlug.set(article.slug, document.documentId);
    created.add(article.slug);
  }
  // Relations in a second pass, once every article exists.
  for (const article of HELP_ARTICLES) {
    if (!created.has(article.slug)) continue;
    const related = article.related.map((slug) => idsBySlug.get(slug)).filter((id): id is string => Boolean(id));
    await strapi.documents(ARTICLE_UID).update({
      documentId: idsBySlug.get(article.slug) as string,
      data: { relatedArticles: related },
    });
  }
}

// Every start that asks for them (DEMO_USERS=true), not only the first: each account is looked up
// before it is created, and plays on the seeded servers it finds by name.
export async function seedDemoUsers(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  if (!role) throw new Error('The authenticated role is missing');
  for (const user of DEMO_USERS) {
    const existing = await strapi.db.query(USER_UID).findOne({ where: { username: user.username } });
    if (existing) continue;
    const servers = await strapi.db.query(SERVER_UID).findMany({
      where: { name: { $in: user.serverIndexes.map((index) => COMMUNITY_SERVERS[index]?.name).filter(Boolean) } },
      select: ['documentId'],
    });
    await strapi
      .plugin('users-permissions')
      .service('user')
      .add({
        username: user.username,
        email: user.email,
        password: user.password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role.id,
        userType: user.userType,
        nickname: user.nickname,
        bio: user.bio,
        steamID: user.steamID,
        servers: servers.map((server) => server.documentId as string),
      });
  }
}

// A production start on a database that once ran the demo: the demo accounts there still open with
// their published passwords, so they are blocked (and said so in the log) until someone changes them.
export async function blockPublishedDemoAccounts(strapi: Core.Strapi): Promise<void> {
  const users = strapi.plugin('users-permissions').service('user');
  for (const demo of DEMO_USERS) {
    const account = (await strapi.db.query(USER_UID).findOne({
      where: { username: demo.username, blocked: false },
      select: ['id', 'password'],
    })) as { id: number; password?: string } | null;
    if (!account?.password || !(await users.validatePassword(demo.password, account.password))) continue;
    await strapi.db.query(USER_UID).update({ where: { id: account.id }, data: { blocked: true } });
    strapi.log.warn(`[seed] demo account "${demo.username}" still had its published password: blocked`);
  }
}

// First start only (a flag in Strapi's store), and each entry is looked up before it is created, so
// running it again never duplicates anything.
export async function seedIfNeeded(strapi: Core.Strapi): Promise<void> {
  const flag = { type: 'core' as const, name: 'cs16-community', key: 'seeded' };
  if (await strapi.store.get(flag)) return;
  const started = Date.now();
  await seedServers(strapi);
  await seedHelpArticles(strapi);
  await strapi.store.set({ ...flag, value: { at: new Date().toISOString() } });
  strapi.log.info(`[seed] community data seeded in ${Date.now() - started} ms`);
}
