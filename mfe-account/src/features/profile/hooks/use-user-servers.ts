import { queryView, useQuery } from '@cs16ar/shared/data';
import { userServersQuery } from '../api/get-user-servers';

export function useUserServers(userId: number) {
  return queryView(useQuery(userServersQuery(userId)));
}
