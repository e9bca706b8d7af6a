import type { Core } from '@strapi/strapi';
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

async function seedServers(strapi: Core.Strapi): Promise<string[]> {
  const basePort = simulatorBasePort();
  const documentIds: string[] = [];
  for (const [index, server] of COMMUNITY_SERVERS.entries()) {
    const existing = await strapi.db
      .query(SERVER_UID)
      .findOne({ where: { name: server.name }, select: ['documentId'] });
    if (existing) {
      documentIds.push(existing.documentId as string);
      continue;
    }
    const photo = await uploadPhoto(strapi, index, server.name, server.colors);
    const created = await strapi.documents(SERVER_UID).create({
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
      },
    });
    documentIds.push(created.documentId);
  }
  return documentIds;
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

async function seedDemoUsers(strapi: Core.Strapi, serverDocumentIds: readonly string[]): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  if (!role) throw new Error('The authenticated role is missing');
  for (const user of DEMO_USERS) {
    const existing = await strapi.db.query(USER_UID).findOne({ where: { username: user.username } });
    if (existing) continue;
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
        servers: user.serverIndexes.map((index) => serverDocumentIds[index]).filter(Boolean),
      });
  }
}

// First start only (a flag in Strapi's store), and each entry is looked up before it is created, so
// running it again never duplicates anything.
export async function seedIfNeeded(strapi: Core.Strapi): Promise<void> {
  const flag = { type: 'core' as const, name: 'cs16-community', key: 'seeded' };
  if (await strapi.store.get(flag)) return;
  const started = Date.now();
  const serverDocumentIds = await seedServers(strapi);
  await seedHelpArticles(strapi);
  await seedDemoUsers(strapi, serverDocumentIds);
  await strapi.store.set({ ...flag, value: { at: new Date().toISOString() } });
  strapi.log.info(`[seed] community data seeded in ${Date.now() - started} ms`);
}
