import type { StrapiMedia } from './media';

// Novedades as the CMS answers them (`GET /news`, `GET /news/:slug`; cms/README.md "API"). The
// shell's landing page shows the latest ones and mfe-community the whole section, so the shapes live here.

export type StaffRole = 'owner' | 'administrator' | 'moderator';

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Dueño',
  administrator: 'Administrador',
  moderator: 'Moderador',
};

/** A staff member's public face: exactly what the CMS shows of them, never anything private. */
export type StaffMemberFace = {
  /** The account's documentId: its public profile is `/perfil/:profileId`. */
  profileId: string;
  username: string;
  nickname: string | null;
  avatar: Pick<StrapiMedia, 'url' | 'alternativeText' | 'formats'> | null;
  role: StaffRole;
};

export type NewsTag = { slug: string; name: string };

export type NewsPostSummary = {
  documentId: string;
  slug: string;
  title: string;
  summary: string;
  /** When it came out (scheduled posts are not answered before it). */
  publishDate: string;
  updatedAt: string;
  pinned: boolean;
  cover: Pick<StrapiMedia, 'url' | 'alternativeText' | 'width' | 'height' | 'formats'> | null;
  /** Null when whoever wrote it is not (or no longer) staff. */
  author: StaffMemberFace | null;
  tags: NewsTag[];
};

export type NewsPost = NewsPostSummary & {
  /** Markdown written by editors: render it with `@cs16ar/shared/markdown`, never as HTML. */
  body: string;
  servers: { documentId: string; name: string; gameMode: string | null }[];
};

export type NewsPage = {
  data: NewsPostSummary[];
  meta: {
    pagination: { page: number; pageSize: number; pageCount: number; total: number };
    /** The tag asked for, when it exists; null otherwise (an unknown tag lists nothing). */
    tag: NewsTag | null;
    /** The tags of what can be read now: the list's filters. */
    tags: NewsTag[];
  };
};
