/** `GET /about` (cms/README.md "API"): the community's story, as published. */
export type AboutPageContent = {
  title: string;
  summary: string | null;
  /** Markdown. */
  body: string;
  updatedAt: string;
};
