import { pageHeads, paths, type PageHead, type RemotePageId, matchPath } from '@cs16ar/shared';
import type { SkeletonLayout } from './remote-page-skeleton';

export type RemoteRoute = {
  path: string;
  pageId: RemotePageId;
  /** Signed in only; 'staff': and on the community's staff (owner, administrator, moderator); or staff and the Admin plan. */
  requireAuth?: true | 'staff' | 'staff-or-admin-plan';
  /** Title, description and fixed heading: in the route's prerendered HTML, and what the page sets. */
  head: PageHead;
  /** Which skeleton holds the page's place until its code arrives (in the prerendered HTML as well). */
  skeleton: SkeletonLayout;
};

/**
 * docs/product.md §2: the paths a remote renders, and which of its pages. The route table, the prefetch and the
 * build-time prerender (`src/app/prerendered-routes.ts`) read it: a route declared here gets its HTML.
 */
export const remoteRoutes: readonly RemoteRoute[] = [
  { path: paths.login, pageId: 'mfe_account/LoginPage', head: pageHeads.login, skeleton: 'form' },
  { path: paths.register, pageId: 'mfe_account/RegisterPage', head: pageHeads.register, skeleton: 'form' },
  {
    path: paths.forgotPassword,
    pageId: 'mfe_account/ForgotPasswordPage',
    head: pageHeads.forgotPassword,
    skeleton: 'form',
  },
  {
    path: paths.resetPassword,
    pageId: 'mfe_account/ResetPasswordPage',
    head: pageHeads.resetPassword,
    skeleton: 'form',
  },
  {
    path: paths.settings,
    pageId: 'mfe_account/SettingsPage',
    requireAuth: true,
    head: pageHeads.settings,
    skeleton: 'settings',
  },
  { path: paths.membership, pageId: 'mfe_membership/MembershipPage', head: pageHeads.membership, skeleton: 'plans' },
  {
    path: paths.yourMembership,
    pageId: 'mfe_membership/YourMembershipPage',
    requireAuth: true,
    head: pageHeads.yourMembership,
    skeleton: 'settings',
  },
  { path: paths.servers, pageId: 'mfe_servers/ServerListPage', head: pageHeads.serverList, skeleton: 'list' },
  {
    path: `${paths.servers}/:id`,
    pageId: 'mfe_servers/ServerDetailPage',
    head: pageHeads.serverDetail,
    skeleton: 'detail',
  },
  {
    path: paths.profile,
    pageId: 'mfe_account/ProfilePage',
    requireAuth: true,
    head: pageHeads.ownProfile,
    skeleton: 'profile',
  },
  {
    path: `${paths.profile}/:profileId`,
    pageId: 'mfe_account/ProfilePage',
    head: pageHeads.playerProfile,
    skeleton: 'profile',
  },
  { path: paths.help, pageId: 'mfe_help/HelpCentrePage', head: pageHeads.helpCentre, skeleton: 'help' },
  { path: `${paths.help}/:slug`, pageId: 'mfe_help/HelpArticlePage', head: pageHeads.helpArticle, skeleton: 'article' },
  { path: paths.communityNews, pageId: 'mfe_community/NewsListPage', head: pageHeads.newsList, skeleton: 'community' },
  {
    path: `${paths.communityNews}/:slug`,
    pageId: 'mfe_community/NewsPostPage',
    head: pageHeads.newsPost,
    skeleton: 'community-narrow',
  },
  { path: paths.communityRules, pageId: 'mfe_community/RulesPage', head: pageHeads.rules, skeleton: 'community' },
  { path: paths.communityStaff, pageId: 'mfe_community/StaffPage', head: pageHeads.staff, skeleton: 'community' },
  { path: paths.bans, pageId: 'mfe_community/BansPage', head: pageHeads.bans, skeleton: 'community' },
  {
    path: `${paths.bans}/:documentId`,
    pageId: 'mfe_community/BanDetailPage',
    head: pageHeads.banDetail,
    skeleton: 'community-narrow',
  },
  {
    path: paths.admin,
    pageId: 'mfe_community/BanModerationPage',
    requireAuth: 'staff-or-admin-plan',
    head: pageHeads.banModeration,
    skeleton: 'community',
  },
  {
    path: paths.banAppeals,
    pageId: 'mfe_community/BanAppealsPage',
    requireAuth: 'staff',
    head: pageHeads.banAppeals,
    skeleton: 'community',
  },
  {
    path: `${paths.banAppeals}/:documentId`,
    pageId: 'mfe_community/BanAppealPage',
    requireAuth: 'staff',
    head: pageHeads.banAppeal,
    skeleton: 'community-narrow',
  },
  {
    path: paths.communityAbout,
    pageId: 'mfe_community/AboutPage',
    head: pageHeads.about,
    skeleton: 'community-narrow',
  },
  {
    path: paths.terms,
    pageId: 'mfe_community/TermsPage',
    head: pageHeads.terms,
    skeleton: 'community-narrow',
  },
  {
    path: paths.privacy,
    pageId: 'mfe_community/PrivacyPage',
    head: pageHeads.privacy,
    skeleton: 'community-narrow',
  },
];

/** A parameter as the router hands it to the page (decoded), or as it came if it is not valid percent-encoding. */
function decodedParam(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The remote page that renders `pathname` (as `location.pathname` has it, percent-encoded), with the route's
 * parameters decoded as the page's `useParams` gets them, if a remote renders it.
 */
export function remoteRouteAt(
  pathname: string,
): { pageId: RemotePageId; params: Record<string, string | undefined> } | null {
  for (const route of remoteRoutes) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    const params = Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, decodedParam(value)]));
    return { pageId: route.pageId, params };
  }
  return null;
}

/** The remote page that renders `pathname`, if a remote renders it. */
export function remotePageAt(pathname: string): RemotePageId | null {
  return remoteRouteAt(pathname)?.pageId ?? null;
}
