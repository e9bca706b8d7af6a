import type { Core } from '@strapi/strapi';
import { USER_UID } from '../users/user-fields';
import { discord } from '.';

type AccountWrite = { params?: { data?: Record<string, unknown> }; result?: { id?: unknown } };

// An account's staff role given or taken, or the account blocked or unblocked, in the admin panel (issue 45): its
// Discord roles follow at once, not at the nightly reconciliation. Other writes (a login, a profile edit) send nothing.
export function discordRolesFollowStaffChanges(strapi: Core.Strapi): void {
  const follow = (event: AccountWrite) => {
    const data = event.params?.data ?? {};
    const id = event.result?.id;
    if (typeof id !== 'number' || !('staffRole' in data || 'blocked' in data)) return;
    void discord(strapi)
      .rolesFollowAccount(id)
      .catch((error: unknown) => strapi.log.warn(`[discord] roles of account ${id} not sent: ${String(error)}`));
  };
  strapi.db.lifecycles.subscribe({ models: [USER_UID], afterUpdate: follow });
}
