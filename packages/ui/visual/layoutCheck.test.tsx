import { focusRingProblems, layoutProblems } from '@wl/testing/layout-check';
import { afterEach, describe, expect, it } from 'vitest';

/** Each defect the checks exist for, drawn in plain HTML on the 360 px screen, and what they say about it. */
function draw(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

const button = 'display:inline-block;width:44px;height:44px;padding:0;border:0';

describe('layout checks', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.body.style.margin = '0';
  });

  it('find a title squeezed to 0 px, which toBeVisible() and axe both let pass', () => {
    draw(
      `<header style="display:flex;width:200px"><span style="flex:none;width:200px">Logo</span>` +
        `<h1 style="flex:1;min-width:0;overflow:hidden;white-space:nowrap;margin:0">Promotions</h1></header>`,
    );
    expect(layoutProblems()).toEqual([{ check: 'textWidth', message: '<h1> "Promotions" is 0 px wide' }]);
  });

  it('find two controls that share pixels', () => {
    draw(
      `<div style="position:relative;height:44px"><button style="${button}">Home</button>` +
        `<button style="${button};position:absolute;left:30px;top:0">Log in</button></div>`,
    );
    expect(layoutProblems()).toEqual([
      { check: 'overlap', message: '<button> "Home" and <button> "Log in" overlap by 14 x 44 px' },
    ]);
  });

  it('find a control under 44 x 44 px, and count a checkbox’s label as its target', () => {
    draw(
      `<button style="${button};height:32px">Register</button>` +
        `<label style="display:flex;min-height:44px"><input type="checkbox" style="width:20px;height:20px">` +
        `Remember me</label>`,
    );
    expect(layoutProblems()).toEqual([
      { check: 'targetSize', message: '<button> "Register" is 44 x 32 px, under 44 x 44' },
    ]);
  });

  it('find what sticks out past the 360 px screen, and a column that scrolls sideways', () => {
    draw(
      `<div style="width:500px;height:10px"></div>` +
        `<div style="overflow:auto;width:200px;height:50px"><p style="width:300px">Wide table</p></div>`,
    );
    expect(layoutProblems().map((problem) => problem.message)).toEqual([
      'the page is 500 px wide on a 360 px screen',
      '<div> "Wide table" scrolls sideways: 300 px of content in 200 px',
      '<div> spans 0 to 500 px on a 360 px screen',
    ]);
  });

  it('let a sideways row of chips scroll, as it is built to', () => {
    draw(
      `<div style="display:flex;overflow-x:auto;width:200px;padding:4px">` +
        `${'<button style="flex:none;width:60px;height:44px">Chip</button>'.repeat(5)}</div>`,
    );
    expect(layoutProblems()).toEqual([]);
  });

  it('find a focus ring cut by the row that scrolls, and not one with room around it', async () => {
    const ring = 'outline-offset:2px';
    draw(
      `<style>button:focus-visible { outline: 2px solid blue }</style>` +
        `<div style="display:flex;overflow-x:auto;width:200px"><button style="${button};${ring}">Tight</button></div>` +
        `<div style="display:flex;overflow-x:auto;width:200px;padding:4px"><button style="${button};${ring}">Roomy</button></div>`,
    );
    expect(await focusRingProblems()).toEqual([
      { check: 'focusRing', message: 'the focus ring of <button> "Tight" is cut by <div> "Tight"' },
    ]);
  });
});
