/** An image size Strapi generates for uploaded pictures. */
export type ImageSize = 'thumbnail' | 'small' | 'medium' | 'large';

export type ImageFormat = {
  url: string;
  width?: number;
  height?: number;
};

/** A media-library file as the CMS returns it (Strapi v5, flat). */
export type StrapiMedia = {
  id: number;
  documentId?: string;
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Partial<Record<ImageSize, ImageFormat>> | null;
};
