import { apiClient, firstReads, isNotFound, type StrapiSingleResponse } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import type { AboutPageContent } from '../types/about-page';

/** Sobre nosotros (`GET /about`), or null while nothing is published (the CMS's 404: no failure, an empty page). */
export async function getAboutPage(signal?: AbortSignal): Promise<AboutPageContent | null> {
  const { path, params } = firstReads.about();
  try {
    const { data } = await apiClient.get<StrapiSingleResponse<AboutPageContent>>(path, { params, signal });
    return data.data ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const aboutPageQuery = () =>
  queryOptions({
    queryKey: queryKeys.about.page(),
    queryFn: ({ signal }) => getAboutPage(signal),
    meta: { errorMessage: 'No se pudo cargar la historia de la comunidad' },
  });
