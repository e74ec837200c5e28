// Parcel turns an imported image into its bundled URL. Declared per file (not '*.png') so this
// never collides with a wider image declaration elsewhere in the console.
declare module '*/default-avatar.png' {
  const url: string;
  export default url;
}
declare module '*/placeholder.png' {
  const url: string;
  export default url;
}
