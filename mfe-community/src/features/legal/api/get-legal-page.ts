import { apiClient, firstReads, isNotFound, type StrapiSingleResponse } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import type { LegalPageContent, LegalPageName } from '../types/legal-page';

/** One legal page (`GET /legal/:page`), or null while staff have not published it (the CMS's 404). */
export async function getLegalPage(page: LegalPageName, signal?: AbortSignal): Promise<LegalPageContent | null> {
  const { path, params } = firstReads.legalPage(page);
  try {
    const { data } = await apiClient.get<StrapiSingleResponse<LegalPageContent>>(path, { params, signal });
    return data.data ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const legalPageQuery = (page: LegalPageName) =>
  queryOptions({
    queryKey: queryKeys.legal.page(page),
    queryFn: ({ signal }) => getLegalPage(page, signal),
    meta: { errorMessage: 'No se pudo cargar la página legal' },
  });
