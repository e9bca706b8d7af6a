import { apiClient, type DiscordInviteView } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/**
 * `GET /discord/invite`: the community's invite with Discord's member and online counts (cms/src/discord), or null
 * when the CMS names none. Read as hostile: an answer of another shape is an error, nothing half-read is shown.
 */
export async function getDiscordInvite(signal?: AbortSignal): Promise<DiscordInviteView | null> {
  const { data } = await apiClient.get<{ data?: unknown }>('/discord/invite', { signal });
  const answer = data?.data as Partial<Record<keyof DiscordInviteView, unknown>> | null | undefined;
  if (answer === null) return null;
  if (!answer || typeof answer.url !== 'string') throw new Error('GET /discord/invite: unexpected answer');
  return {
    url: answer.url,
    guildName: typeof answer.guildName === 'string' ? answer.guildName : null,
    members: count(answer.members),
    online: count(answer.online),
  };
}

export const discordInviteQuery = () =>
  queryOptions({
    queryKey: queryKeys.discord.invite(),
    queryFn: ({ signal }) => getDiscordInvite(signal),
    // The CMS asks Discord every five minutes: a visit asks the CMS once.
    staleTime: 60_000,
    meta: { errorMessage: 'No se pudieron cargar los números del Discord de la comunidad.' },
  });
