// An uploaded picture as public answers show it (a profile picture, a news cover): built key by key from the
// upload plugin's row, so nothing else of the file (who uploaded it, its provider metadata) comes out.
export type MediaRow = {
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, { url: string; width?: number | null; height?: number | null }> | null;
};

export type PublicMedia = {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  formats: Record<string, { url: string; width: number | null; height: number | null }>;
};

export function publicMedia(picture: MediaRow | null | undefined): PublicMedia | null {
  if (!picture?.url) return null;
  const formats = Object.fromEntries(
    Object.entries(picture.formats ?? {}).map(([name, format]) => [
      name,
      { url: format.url, width: format.width ?? null, height: format.height ?? null },
    ]),
  );
  return {
    url: picture.url,
    alternativeText: picture.alternativeText ?? null,
    width: picture.width ?? null,
    height: picture.height ?? null,
    formats,
  };
}
