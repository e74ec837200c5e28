// The published documents for the console's own pages (the login page): the published login
// notice and appearance, read outside the store (published/usePublished.ts). No slice or saga here,
// so the login page's chunk stays small.
export { default as LoginNotice } from './published/LoginNotice';
export { loginTenantOf, rememberLoginTenant, usePublishedAppearance, usePublishedNotice } from './published/usePublished';
