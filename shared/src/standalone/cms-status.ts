import { useQuery } from '@cs16ar/shared/data';

/** What a remote served alone can tell about the CMS it talks to. */
export type CmsStatus = 'checking' | 'up' | 'down' | 'refused';

/**
 * Asks the API for one public thing. Any HTTP answer means the CMS runs. When the request fails, an opaque
 * (`no-cors`) request to the same URL tells "nothing listens there" from "it answers, but not to this
 * origin" (CORS), which need different fixes.
 */
export async function probeCms(
  apiUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Exclude<CmsStatus, 'checking'>> {
  const url = `${apiUrl}/servers?${new URLSearchParams({ 'pagination[pageSize]': '1' })}`;
  try {
    await fetchImpl(url, { cache: 'no-store' });
    return 'up';
  } catch {
    try {
      await fetchImpl(url, { mode: 'no-cors', cache: 'no-store' });
      return 'refused';
    } catch {
      return 'down';
    }
  }
}

/** The CMS's status, checked once when the frame opens and again on `recheck`. */
export function useCmsStatus(apiUrl: string): { status: CmsStatus; recheck: () => void } {
  const query = useQuery({
    queryKey: ['standalone', 'cms-status', apiUrl],
    queryFn: () => probeCms(apiUrl),
    // The probe answers every case itself; asking again is the developer's "Reintentar".
    retry: false,
    staleTime: Infinity,
  });
  return { status: query.isFetching ? 'checking' : (query.data ?? 'checking'), recheck: () => void query.refetch() };
}
