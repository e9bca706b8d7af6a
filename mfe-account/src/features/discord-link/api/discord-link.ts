import { apiClient, type DiscordLinkView } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

/** `GET /discord/me` (signed in): whether the site has Discord set up, and the account's link. */
export const myDiscordLinkQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.discord.mine(userId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<{ data: DiscordLinkView }>('/discord/me', { signal });
      return data.data;
    },
  });

/** `POST /discord/link`: Discord's authorization page for this account (the CMS keeps its single-use state). */
export async function startDiscordLink(): Promise<string> {
  const { data } = await apiClient.post<{ data: { authorizeUrl: string } }>('/discord/link', {});
  return data.data.authorizeUrl;
}

/** `DELETE /discord/link`: the account forgets its Discord user; the roles the bot gave go. */
export async function unlinkDiscord(): Promise<DiscordLinkView> {
  const { data } = await apiClient.delete<{ data: DiscordLinkView }>('/discord/link');
  return data.data;
}

/** `PUT /discord/link`: whether the public profile shows the linked Discord name. */
export async function showDiscordOnProfile(shownOnProfile: boolean): Promise<DiscordLinkView> {
  const { data } = await apiClient.put<{ data: DiscordLinkView }>('/discord/link', { shownOnProfile });
  return data.data;
}
