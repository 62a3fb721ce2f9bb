import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/index.ts';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { NoticeBar } from './NoticeBar.tsx';

describe('NoticeBar', () => {
  it('shows each title as the text it is given, never as markup', async () => {
    await render(
      <NoticeBar
        notices={[
          { id: 1, title: 'Deposit bonus & free spins' },
          { id: 2, title: '<img src=x onerror="window.__barHacked=1">Hot games' },
        ]}
        onOpen={() => {}}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Deposit bonus & free spins' })).toBeVisible();
    const second = page.getByRole('button', { name: '<img src=x onerror="window.__barHacked=1">Hot games' });
    await expect.element(second).toBeVisible();
    const region = page.getByRole('region', { name: 'Announcements' }).element();
    expect(region.querySelector('img')).toBeNull();
    expect((window as { __barHacked?: number }).__barHacked).toBeUndefined();
  });

  it('opens the notice at the index of the title chosen from the keyboard', async () => {
    const onOpen = vi.fn();
    await render(
      <NoticeBar
        notices={[
          { id: 'a', title: 'First' },
          { id: 'b', title: 'Second' },
          { id: 'c', title: 'Third' },
        ]}
        onOpen={onOpen}
      />,
    );
    page.getByRole('button', { name: 'Third' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('shows no download button inside the app, or when there is nothing to call', async () => {
    const screen = await render(<NoticeBar notices={[]} onOpen={() => {}} showAppDownload />);
    await expect.element(page.getByText('No announcement')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Download the app' })).not.toBeInTheDocument();
    await screen.rerender(
      <NoticeBar notices={[]} onOpen={() => {}} showAppDownload={false} onAppDownload={() => {}} />,
    );
    await expect.element(page.getByRole('button', { name: 'Download the app' })).not.toBeInTheDocument();
  });

  it('scrolls a longer list for longer, never faster than the minimum', async () => {
    const track = () => page.getByRole('list').element() as HTMLElement;
    const screen = await render(<NoticeBar notices={[{ id: 1, title: 'Hi' }]} onOpen={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Hi' })).toBeVisible();
    expect(track().style.animationDuration).toBe('8s');
    await screen.rerender(<NoticeBar notices={[{ id: 1, title: 'x'.repeat(196) }]} onOpen={() => {}} />);
    // 200 characters at 8 px each, 40 px a second.
    expect(track().style.animationDuration).toBe('40s');
  });

  it('holds still while a title has keyboard focus, so it can be read and chosen', async () => {
    await render(
      <>
        <p>Elsewhere</p>
        <NoticeBar notices={[{ id: 1, title: 'Maintenance tonight' }]} onOpen={() => {}} />
      </>,
    );
    // Hovering pauses it too: keep the test page's pointer off the bar.
    await userEvent.hover(page.getByText('Elsewhere'));
    const track = page.getByRole('list').element();
    const running = () => track.getAnimations().filter((animation) => animation.playState === 'running');
    expect(running()).toHaveLength(1);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Maintenance tonight' })).toHaveFocus();
    expect(running()).toEqual([]);
  });

  it('scrolls towards the start edge: leftwards, and rightwards when written right to left', async () => {
    /** Horizontal shift of the track halfway through one pass. */
    function halfwayShift(): number {
      const track = page.getByRole('list').element();
      const [animation] = track.getAnimations();
      if (!animation) throw new Error('The marquee is not moving');
      animation.pause();
      animation.currentTime = 4000;
      return new DOMMatrix(getComputedStyle(track).transform).m41;
    }
    const notices = [{ id: 1, title: 'Hi' }];
    const screen = await render(<NoticeBar notices={notices} onOpen={() => {}} />);
    expect(halfwayShift()).toBeLessThan(0);
    await screen.rerender(
      <div dir="rtl">
        <NoticeBar notices={notices} onOpen={() => {}} />
      </div>,
    );
    expect(halfwayShift()).toBeGreaterThan(0);
  });

  it("names the bar and the button in the app's language", async () => {
    const words: Record<string, string> = {
      'content:noticeBar.label': 'Pengumuman',
      'content:noticeBar.appDownload': 'Muat turun aplikasi',
    };
    await render(
      <UiTextProvider t={(key, { defaultValue }) => words[key] ?? defaultValue}>
        <NoticeBar notices={[{ id: 1, title: 'Hi' }]} onOpen={() => {}} showAppDownload onAppDownload={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('region', { name: 'Pengumuman' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Muat turun aplikasi' })).toBeVisible();
  });

  it('holds still for a keyboard user and brings the focused title whole into the strip', async () => {
    document.documentElement.classList.add(darkTheme);
    await render(
      <div style={{ inlineSize: '360px' }}>
        <NoticeBar
          notices={[
            { id: 1, title: 'Server maintenance on 12/12 from 02:00 to 04:00' },
            { id: 2, title: 'Weekly reload bonus: 20% every Monday' },
          ]}
          onOpen={() => {}}
        />
      </div>,
    );
    for (const name of [/Server maintenance/, /Weekly reload/]) {
      await userEvent.tab();
      const title = page.getByRole('button', { name }).element();
      await expect.element(title).toHaveFocus();
      const strip = title.closest('ul')?.parentElement?.getBoundingClientRect();
      const box = title.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(strip?.left ?? 0);
      expect(box.right).toBeLessThanOrEqual(strip?.right ?? 0);
      expect(title.closest('ul')?.getAnimations()).toEqual([]);
    }
    document.documentElement.classList.remove(darkTheme);
  });
});
