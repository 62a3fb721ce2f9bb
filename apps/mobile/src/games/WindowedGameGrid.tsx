import { GameGrid, type GameGridProps } from '@wl/ui/game-grid';
import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/** Rows drawn before any measure: enough for the first screen and the next. */
const FIRST_ROWS = 8;
/**
 * Rows drawn beyond each edge of the viewport: at least a page of games (18 in rows of 3) and a screen and a half,
 * so a More press at the bottom draws the page it appends and the button under it.
 */
const MARGIN_ROWS = 7;
const MARGIN_SCREENS = 1.5;

interface Window {
  firstRow: number;
  lastRow: number;
}

interface Measure {
  columns: number;
  /** A row's height plus the gap below it. */
  rowStride: number;
}

function measureOf(list: HTMLElement, tilesDrawn: number): Measure | undefined {
  const style = getComputedStyle(list);
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length || 1;
  const rows = Math.ceil(tilesDrawn / columns);
  if (rows === 0 || list.offsetHeight === 0) return undefined;
  const gap = Number.parseFloat(style.rowGap) || 0;
  return { columns, rowStride: (list.offsetHeight + gap) / rows };
}

/**
 * The kit's game grid, drawing only the rows near the viewport: a list of 600 games on a cheap phone keeps the
 * same few dozen tiles in the page, with spacers above and below that keep the scroll height, so the scroll bar and
 * the position do not jump. The More button is drawn once the window reaches the end of the list.
 */
export function WindowedGameGrid(props: GameGridProps) {
  const { tiles, page, totalPages } = props;
  const root = useRef<HTMLDivElement>(null);
  const [measure, setMeasure] = useState<Measure>();
  const [window_, setWindow] = useState<Window>({ firstRow: 0, lastRow: FIRST_ROWS });

  const columns = measure?.columns ?? 3;
  const totalRows = Math.ceil(tiles.length / columns);
  const firstRow = Math.min(window_.firstRow, Math.max(0, totalRows - 1));
  const lastRow = Math.min(window_.lastRow, totalRows);
  const drawn = tiles.slice(firstRow * columns, lastRow * columns);
  const atEnd = lastRow >= totalRows;
  const stride = measure?.rowStride ?? 0;

  // Measures the drawn rows once laid out, then follows the scroll (of the page or of any container) and the size.
  // Each measure is taken in a frame's own rendering step (before it paints), never inside React's commit: reading the
  // grid's layout there would lay out the whole page inside React's task, making one long task of two. The rows that
  // follow from a measure are a transition, drawn in pieces the browser can interrupt.
  useLayoutEffect(() => {
    const element = root.current;
    const list = element?.querySelector('ul');
    if (!element || !list) return;
    let measured: Measure | undefined;
    let frame = 0;
    const follow = () => {
      frame = 0;
      if (!measured) return;
      const { rowStride } = measured;
      const top = element.getBoundingClientRect().top;
      const viewport = window.innerHeight;
      const margin = Math.max(MARGIN_ROWS, Math.ceil((viewport * MARGIN_SCREENS) / rowStride));
      const first = Math.max(0, Math.floor(-top / rowStride) - margin);
      const last = Math.ceil((viewport - top) / rowStride) + margin;
      startTransition(() =>
        setWindow((current) =>
          current.firstRow === first && current.lastRow === last ? current : { firstRow: first, lastRow: last },
        ),
      );
    };
    const measureThenFollow = () => {
      frame = 0;
      measured = measureOf(list, drawn.length);
      if (!measured) return;
      if (measured.columns !== measure?.columns || Math.abs(measured.rowStride - stride) > 0.5) {
        const next = measured;
        startTransition(() => setMeasure(next));
        return;
      }
      follow();
    };
    frame = requestAnimationFrame(measureThenFollow);
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(follow);
    };
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [drawn.length, measure, stride]);

  const above = firstRow * stride;
  const below = atEnd ? 0 : (totalRows - lastRow) * stride;

  return (
    <div ref={root}>
      {above > 0 ? <div aria-hidden="true" style={{ blockSize: above }} /> : null}
      <GameGrid
        {...props}
        tiles={drawn}
        // The first screen's rows are those at the top of the list, when they are drawn.
        firstScreenRows={firstRow === 0 ? props.firstScreenRows : 0}
        // Until the window reaches the end, the button would sit in the middle of the list.
        page={atEnd ? page : totalPages}
        totalPages={totalPages}
      />
      {below > 0 ? <div aria-hidden="true" style={{ blockSize: below }} /> : null}
    </div>
  );
}
