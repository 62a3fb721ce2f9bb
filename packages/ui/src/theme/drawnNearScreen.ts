/**
 * For a part that sits below the first screen (the footer, the winners board): the browser styles, lays out and
 * paints it only as it nears the screen, holding `blockSize` of space until then and its last size after. Its content
 * stays in the accessibility tree and in find-in-page (docs/decisions.md, "Below the first screen, drawn when near").
 */
export function drawnNearScreen(blockSize: string) {
  return { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${blockSize}` } as const;
}
