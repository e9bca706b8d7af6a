export type NavigationItem = {
  path: string;
  label: string;
  description?: string;
  /** Name of an icon the layout knows how to draw. */
  icon?: string;
};
