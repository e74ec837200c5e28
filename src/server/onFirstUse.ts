// The heavy libraries the server loads on first use, not at start: exceljs (with its zip and
// stream dependencies, a quarter of a second to load), sharp (libvips' binding) and sanitize-html
// (with its HTML and CSS parsers). Most calls never touch a spreadsheet, a picture or rich text;
// a start (the server's, and each server test's) no longer pays for them. Loaded once, kept.
import type ExcelJSModule from 'exceljs';
import type SanitizeHtmlModule from 'sanitize-html';
import type SharpModule from 'sharp';

/** A value made by its first reader and kept for the next ones. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use, synchronously, as an import would be */
export const exceljs = onFirstUse(() => require('exceljs') as typeof ExcelJSModule);
export const sharp = onFirstUse(() => require('sharp') as typeof SharpModule);
export const sanitizeHtml = onFirstUse(() => require('sanitize-html') as typeof SanitizeHtmlModule);
/* eslint-enable @typescript-eslint/no-require-imports */
