import type { ComponentType } from 'react';

/**
 * The contract between the shell and the remotes: which remote exposes which page. Each remote's webpack
 * config exposes exactly these modules (__tests__/remote-modules.test.ts checks it), and each module's default export is a page
 * component taking no props (pages read what they need from the router and the session).
 */
export const remoteModules = {
  mfe_servers: ['ServerListPage', 'ServerDetailPage'],
  mfe_account: ['LoginPage', 'RegisterPage', 'ProfilePage', 'ForgotPasswordPage', 'ResetPasswordPage', 'SettingsPage'],
  mfe_help: ['HelpCentrePage', 'HelpArticlePage'],
  mfe_membership: ['MembershipPage', 'YourMembershipPage'],
  mfe_community: [
    'NewsListPage',
    'NewsPostPage',
    'RulesPage',
    'StaffPage',
    'AboutPage',
    'TermsPage',
    'PrivacyPage',
    'BansPage',
    'BanDetailPage',
    'BanModerationPage',
    'BanAppealsPage',
    'BanAppealPage',
  ],
} as const;

export type RemoteName = keyof typeof remoteModules;

export const remoteNames = Object.keys(remoteModules) as RemoteName[];

export type RemotePageId = {
  [Name in RemoteName]: `${Name}/${(typeof remoteModules)[Name][number]}`;
}[RemoteName];

export type RemotePageModule = { default: ComponentType };
