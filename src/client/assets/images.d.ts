// Parcel gives the bundled URL of a file imported with the `url:` scheme (a bare image import
// yields an empty object). Declared per file, not 'url:*', so this never collides with a wider
// declaration elsewhere in the console.
declare module 'url:*/default-avatar.png' {
  const url: string;
  export default url;
}
declare module 'url:*/placeholder.png' {
  const url: string;
  export default url;
}
