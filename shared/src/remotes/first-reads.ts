import type { RemotePageId } from './remote-modules';

/** One GET of the CMS's API, as `apiClient.get(path, { params })` makes it. */
export type ApiRead = { path: string; params: Record<string, string | number> };

// The first public read of a remote page, in one place: the remote asks for exactly this, and the shell asks
// the browser to fetch it (a preload) on a first visit to that page, while the page's own code is still on
// its way, so the answer is there when the page asks. The answer is the same for every caller (a public read
// of the CMS's micro-cache), signed in or not.

/** Strapi pages collections; the lists ask for big pages and follow them (see each remote's api folder). */
export const LIST_PAGE_SIZE = 100;

/** Posts on a page of Novedades (the CMS's default page size). */
export const NEWS_PAGE_SIZE = 9;

export type NewsListRead = { page?: number; pageSize?: number; tag?: string | null };

export type BanListRead = {
  q?: string | null;
  state?: 'activos' | 'expirados' | 'permanentes' | 'levantados' | null;
  server?: string | null;
  days?: 7 | 30 | null;
  page?: number;
};

export const firstReads = {
  serverList: (page = 1): ApiRead => ({
    path: '/servers',
    params: { populate: '*', 'pagination[page]': page, 'pagination[pageSize]': LIST_PAGE_SIZE },
  }),
  server: (documentId: string): ApiRead => ({
    path: `/servers/${encodeURIComponent(documentId)}`,
    params: { populate: '*' },
  }),
  helpArticles: (page = 1): ApiRead => ({
    path: '/help-articles',
    params: { 'pagination[page]': page, 'pagination[pageSize]': LIST_PAGE_SIZE, sort: 'title:asc' },
  }),
  helpArticle: (slug: string): ApiRead => ({
    path: '/help-articles',
    params: { 'filters[slug][$eq]': slug, populate: 'relatedArticles' },
  }),
  /** Novedades, newest first (pinned ones ahead): a page of them, maybe of one tag. */
  newsList: ({ page = 1, pageSize = NEWS_PAGE_SIZE, tag = null }: NewsListRead = {}): ApiRead => ({
    path: '/news',
    params: { page, pageSize, ...(tag ? { tag } : {}) },
  }),
  newsPost: (slug: string): ApiRead => ({ path: `/news/${encodeURIComponent(slug)}`, params: {} }),
  ruleBook: (): ApiRead => ({ path: '/rules', params: {} }),
  staff: (): ApiRead => ({ path: '/staff', params: {} }),
  about: (): ApiRead => ({ path: '/about', params: {} }),
  /** The terms (`terminos`) or the privacy policy (`privacidad`). */
  legalPage: (page: 'terminos' | 'privacidad'): ApiRead => ({ path: `/legal/${page}`, params: {} }),
  /** The ban list with the filters of its address (cms/src/game-servers/README.md); the first page when none. */
  bans: ({ q = null, state = null, server = null, days = null, page = 1 }: BanListRead = {}): ApiRead => ({
    path: '/bans',
    params: {
      ...(q ? { q } : {}),
      ...(state ? { state } : {}),
      ...(server ? { server } : {}),
      ...(days ? { days } : {}),
      ...(page > 1 ? { page } : {}),
    },
  }),
  ban: (documentId: string): ApiRead => ({ path: `/bans/${encodeURIComponent(documentId)}`, params: {} }),
};

/** The read a remote page makes first, from the route's parameters, when the shell can ask for it early. */
export function firstReadOf(pageId: RemotePageId, routeParams: Record<string, string | undefined>): ApiRead | null {
  switch (pageId) {
    case 'mfe_servers/ServerListPage':
      return firstReads.serverList();
    case 'mfe_servers/ServerDetailPage':
      return routeParams.id ? firstReads.server(routeParams.id) : null;
    case 'mfe_help/HelpCentrePage':
      return firstReads.helpArticles();
    case 'mfe_help/HelpArticlePage':
      return routeParams.slug ? firstReads.helpArticle(routeParams.slug) : null;
    case 'mfe_community/NewsListPage':
      return firstReads.newsList();
    case 'mfe_community/NewsPostPage':
      return routeParams.slug ? firstReads.newsPost(routeParams.slug) : null;
    case 'mfe_community/RulesPage':
      return firstReads.ruleBook();
    case 'mfe_community/StaffPage':
      return firstReads.staff();
    case 'mfe_community/AboutPage':
      return firstReads.about();
    case 'mfe_community/TermsPage':
      return firstReads.legalPage('terminos');
    case 'mfe_community/PrivacyPage':
      return firstReads.legalPage('privacidad');
    case 'mfe_community/BansPage':
      return firstReads.bans();
    case 'mfe_community/BanDetailPage':
      return routeParams.documentId ? firstReads.ban(routeParams.documentId) : null;
    default:
      return null;
  }
}
