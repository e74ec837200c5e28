// The published documents' views: the login notice (the login page, the preview) and the
// platform's mark in a header (the shell, the preview).
export { default as BrandMark } from './BrandMark';
export { default as LoginNotice } from './LoginNotice';
