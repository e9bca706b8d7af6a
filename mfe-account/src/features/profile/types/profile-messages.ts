/** docs/product.md §8 "No session on update or upload" ("Not authenticated"), in the site's language. */
export const NOT_AUTHENTICATED = 'No has iniciado sesión.';
