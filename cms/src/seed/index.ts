import type { Core, UID } from '@strapi/strapi';
import {
  simulatedLogSecret,
  simulatedPrivilegesKey,
  simulatedRconPassword,
  simulatorLogSecretKey,
} from '../community/log-secrets';
import { hashOf } from '../game-servers/privileges/server-keys';
import { COMMUNITY_SERVERS, DEFAULT_SIMULATOR_BASE_PORT, simulatorPort } from '../community/servers';
import { STAFF_ROLES, USER_UID, type StaffRole } from '../users/user-fields';
import { ABOUT_PAGE, NEWS_POSTS, NEWS_TAGS, RULE_SETS } from './community-content';
import { DEMO_USERS } from './demo-users';
import { HELP_ARTICLES } from './help-articles';
export { seedLegalPages } from './legal-pages';
import { generateServerPhoto } from './server-photo';

const SERVER_UID = 'api::server.server';
const ARTICLE_UID = 'api::help-article.help-article';
const NEWS_UID = 'api::news-post.news-post';
const TAG_UID = 'api::news-tag.news-tag';
const RULE_SET_UID = 'api::rule-set.rule-set';
const ABOUT_UID = 'api::about-page.about-page';
const DAY_MS = 24 * 60 * 60 * 1000;

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

type SeedPicture = {
  seed: number;
  colors: readonly [string, string];
  fileName: string;
  alternativeText: string;
  caption?: string;
};

// A generated picture (seed/server-photo.ts) through the upload plugin, as an editor's upload would be.
async function uploadPicture(strapi: Core.Strapi, picture: SeedPicture): Promise<number> {
  const photo = await generateServerPhoto(picture.seed, picture.colors);
  try {
    const [file] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: {
          fileInfo: { name: picture.fileName, alternativeText: picture.alternativeText, caption: picture.caption },
        },
        files: {
          filepath: photo.filepath,
          originalFilename: picture.fileName,
          mimetype: 'image/jpeg',
          size: photo.size,
        },
      })) as { id: number }[];
    return file.id;
  } finally {
    await photo.cleanup();
  }
}

// Each seeded server gets the log secret the simulator signs its stream with and the rcon password its
// simulated server accepts (src/community/log-secrets.ts); one seeded before servers had secrets gets them
// now. Without SIMULATOR_LOG_SECRET_KEY none is set: those servers get no statistics (the listener says so)
// and no bans over rcon.
async function seedServers(strapi: Core.Strapi): Promise<void> {
  const basePort = simulatorBasePort();
  const secretKey = simulatorLogSecretKey();
  for (const [index, server] of COMMUNITY_SERVERS.entries()) {
    const logSecret = secretKey ? simulatedLogSecret(secretKey, index) : null;
    const rconPassword = secretKey ? simulatedRconPassword(secretKey, index) : null;
    const existing = (await strapi.db
      .query(SERVER_UID)
      .findOne({ where: { name: server.name }, select: ['id', 'logSecret', 'rconPassword'] })) as {
      id: number;
      logSecret?: string | null;
      rconPassword?: string | null;
    } | null;
    if (existing) {
      const missing = {
        ...(logSecret && !existing.logSecret ? { logSecret } : {}),
        ...(rconPassword && !existing.rconPassword ? { rconPassword } : {}),
      };
      if (Object.keys(missing).length > 0) {
        await strapi.db.query(SERVER_UID).update({ where: { id: existing.id }, data: missing });
      }
      continue;
    }
    const photo = await uploadPicture(strapi, {
      seed: index,
      colors: server.colors,
      fileName: `servidor-${index + 1}.jpg`,
      alternativeText: `Portada de ${server.name}`,
      caption: server.name,
    });
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
        ...(rconPassword ? { rconPassword } : {}),
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

// The documentIds of seeded servers, by their index in COMMUNITY_SERVERS (those that exist).
async function seededServerIds(strapi: Core.Strapi, indexes: readonly number[]): Promise<string[]> {
  const names = indexes.map((index) => COMMUNITY_SERVERS[index]?.name).filter(Boolean);
  const rows = (await strapi.db
    .query(SERVER_UID)
    .findMany({ where: { name: { $in: names } }, select: ['documentId', 'name'] })) as {
    documentId: string;
    name: string;
  }[];
  return names.flatMap((name) => rows.filter((row) => row.name === name).map((row) => row.documentId));
}

// Every start that asks for them (DEMO_USERS=true), not only the first: each account is looked up
// before it is created, and plays on the seeded servers it finds by name.
export async function seedDemoUsers(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  if (!role) throw new Error('The authenticated role is missing');
  for (const user of DEMO_USERS) {
    // The demo accounts' Steam IDs are verified, as if their players had said a code in the game
    // (src/game-servers/steam-link), so their statistics show from the first minute.
    const verified = {
      steamIdVerifiedAt: new Date(),
      steamIdVerifiedOn: COMMUNITY_SERVERS[user.serverIndexes[0]]?.name,
    };
    const existing = (await strapi.db.query(USER_UID).findOne({ where: { username: user.username } })) as {
      id: number;
      steamID?: string | null;
      steamIdVerifiedAt?: string | null;
    } | null;
    if (existing) {
      // A database from before Steam IDs were verified: the demo's own Steam ID is verified again, unless
      // someone verified it on another account since.
      if (existing.steamID === user.steamID && !existing.steamIdVerifiedAt) {
        const taken = await strapi.db.query(USER_UID).count({
          where: { steamID: user.steamID, steamIdVerifiedAt: { $notNull: true }, id: { $ne: existing.id } },
        });
        if (taken === 0) await strapi.db.query(USER_UID).update({ where: { id: existing.id }, data: verified });
      }
      continue;
    }
    const servers = await seededServerIds(strapi, user.serverIndexes);
    const staffServers = user.staff ? await seededServerIds(strapi, user.staff.serverIndexes) : [];
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
        ...verified,
        servers,
        ...(user.staff ? { staffRole: user.staff.role, staffServers } : {}),
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

// The documentId of the entry with this slug (draft or published), or null.
async function exists(strapi: Core.Strapi, uid: UID.ContentType, slug: string): Promise<string | null> {
  const row = (await strapi.db.query(uid).findOne({
    where: { slug },
    select: ['documentId'],
  })) as { documentId: string } | null;
  return row?.documentId ?? null;
}

async function seedNews(strapi: Core.Strapi, seededAt: number): Promise<void> {
  const tagIds = new Map<string, string>();
  for (const tag of NEWS_TAGS) {
    const documentId =
      (await exists(strapi, TAG_UID, tag.slug)) ??
      (await strapi.documents(TAG_UID).create({ data: { name: tag.name, slug: tag.slug } })).documentId;
    tagIds.set(tag.slug, documentId);
  }
  // Credited to the staff member of highest rank (the demo admin with DEMO_USERS), or to nobody.
  const staff = (await strapi.db.query(USER_UID).findMany({
    where: { staffRole: { $in: [...STAFF_ROLES] }, blocked: false },
    select: ['documentId', 'staffRole'],
    orderBy: { id: 'asc' },
  })) as { documentId: string; staffRole: StaffRole }[];
  const author = staff.sort((a, b) => STAFF_ROLES.indexOf(a.staffRole) - STAFF_ROLES.indexOf(b.staffRole))[0];
  for (const [index, post] of NEWS_POSTS.entries()) {
    if (await exists(strapi, NEWS_UID, post.slug)) continue;
    const cover = await uploadPicture(strapi, {
      seed: 40 + index,
      colors: post.coverColors,
      fileName: `novedad-${post.slug}.jpg`,
      alternativeText: `Imagen de la novedad: ${post.title}`,
    });
    await strapi.documents(NEWS_UID).create({
      status: 'published',
      data: {
        title: post.title,
        slug: post.slug,
        summary: post.summary,
        body: post.body,
        cover,
        publishDate: new Date(seededAt + post.publishInDays * DAY_MS).toISOString(),
        pinned: post.pinned,
        tags: post.tags.map((slug) => tagIds.get(slug)).filter((id): id is string => Boolean(id)),
        servers: await seededServerIds(strapi, post.serverIndexes),
        ...(author ? { author: author.documentId } : {}),
      },
    });
  }
}

async function seedRulesAndAbout(strapi: Core.Strapi): Promise<void> {
  for (const [position, set] of RULE_SETS.entries()) {
    if (await exists(strapi, RULE_SET_UID, set.slug)) continue;
    await strapi.documents(RULE_SET_UID).create({
      status: 'published',
      data: {
        title: set.title,
        slug: set.slug,
        gameMode: set.gameMode ?? undefined,
        intro: set.intro ?? undefined,
        position,
        rules: set.rules.map((text) => ({ text })),
      },
    });
  }
  if (!(await strapi.documents(ABOUT_UID).findFirst({ status: 'draft' }))) {
    await strapi.documents(ABOUT_UID).create({ status: 'published', data: { ...ABOUT_PAGE } });
  }
}

// The Comunidad section's content (news, rules, about us), once per database (its own flag, so a database
// seeded before the section existed gets it too), after the demo accounts so that the news have an author.
// Each entry is looked up before it is created.
export async function seedCommunityContentIfNeeded(strapi: Core.Strapi): Promise<void> {
  const flag = { type: 'core' as const, name: 'cs16-community', key: 'community-content-seeded' };
  if (await strapi.store.get(flag)) return;
  const started = Date.now();
  await seedRulesAndAbout(strapi);
  await seedNews(strapi, started);
  await strapi.store.set({ ...flag, value: { at: new Date().toISOString() } });
  strapi.log.info(`[seed] community content (news, rules, about us) seeded in ${Date.now() - started} ms`);
}

// What each seeded server shares with its simulated server, all derived from SIMULATOR_LOG_SECRET_KEY: the
// log secret its stream is signed with, the rcon password it accepts (issue 26), and the hash of the key its game
// host fetches its users.ini block with (issue 44).
const SIMULATOR_SECRETS = [
  { field: 'logSecret', derive: simulatedLogSecret },
  { field: 'rconPassword', derive: simulatedRconPassword },
  { field: 'privilegesKeyHash', derive: (key: string, index: number) => hashOf(simulatedPrivilegesKey(key, index)) },
] as const;

// Every start with the simulator's key (the demo; never production): a seeded server that points at the
// simulator and lacks one of them (a demo database from before they existed) gets the one the simulator
// uses, so its statistics and bans go on. First starts get them from seedServers already.
export async function seedSimulatorSecrets(strapi: Core.Strapi): Promise<void> {
  const secretKey = simulatorLogSecretKey();
  if (!secretKey) return;
  const basePort = simulatorBasePort();
  const host = process.env.SIMULATOR_HOST || '127.0.0.1';
  for (const [index, server] of COMMUNITY_SERVERS.entries()) {
    for (const { field, derive } of SIMULATOR_SECRETS) {
      await strapi.db.query(SERVER_UID).updateMany({
        where: {
          name: server.name,
          ipAddress: host,
          port: simulatorPort(basePort, index),
          $or: [{ [field]: { $null: true } }, { [field]: '' }],
        },
        data: { [field]: derive(secretKey, index) },
      });
    }
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
