import { apiClient } from '@cs16ar/shared';

/** A one-time code to say in a community server's chat (cms/README.md, "Accounts and email"). */
export type LinkCode = {
  /** "K7QM-2XPA" */
  code: string;
  /** What to type in the game's console: `say !vincular K7QM-2XPA`. */
  command: string;
  /** ISO 8601: 15 minutes after it was asked for. */
  expiresAt: string;
};

/** `POST /steam-link/code` (signed in): a new code; the previous one of the account stops working. */
export async function requestLinkCode(): Promise<LinkCode> {
  const { data } = await apiClient.post<{ data: LinkCode }>('/steam-link/code', {});
  return data.data;
}
