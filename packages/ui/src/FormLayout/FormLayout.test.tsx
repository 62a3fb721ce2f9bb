import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/themes.css.ts';
import { FormLayout } from './FormLayout.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const submit = (
  <button type="submit" style={{ blockSize: '44px' }}>
    Apply
  </button>
);

describe('FormLayout', () => {
  it('is a form named by its title', async () => {
    await render(
      <FormLayout title="Apply for Weekend reload" description="Checked within 24 hours" actions={submit}>
        <input aria-label="Comment" />
      </FormLayout>,
    );
    await expect.element(page.getByRole('form', { name: 'Apply for Weekend reload' })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Apply for Weekend reload' })).toBeVisible();
    await expect.element(page.getByText('Checked within 24 hours')).toBeVisible();
  });

  it('takes a first-level title when it is the page’s only heading', async () => {
    await render(
      <FormLayout title="Feedback" titleLevel={1} actions={submit}>
        <input aria-label="Feedback" />
      </FormLayout>,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  });

  it('hands every submit to the screen, leaving the checks to the domain rather than the browser', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(
      <FormLayout title="Apply" onSubmit={onSubmit} actions={submit}>
        <input aria-label="Comment" required />
      </FormLayout>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says when it is being sent', async () => {
    await render(
      <FormLayout title="Apply" busy actions={submit}>
        <input aria-label="Comment" />
      </FormLayout>,
    );
    await expect.element(page.getByRole('form', { name: 'Apply' })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the actions at the bottom of the screen while a long form scrolls under them', async () => {
    await render(
      <div className={darkTheme}>
        <FormLayout title="Apply" actions={submit}>
          <div style={{ blockSize: '300vh' }} />
        </FormLayout>
      </div>,
    );
    const button = page.getByRole('button', { name: 'Apply' });
    await expect.element(button).toBeInViewport();
    expect(button.element().getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  });

  it('brings a field below the screen into view clear of the actions bar, not under it', async () => {
    await render(
      <div className={darkTheme}>
        <FormLayout title="Apply" actions={submit}>
          <div style={{ blockSize: '300vh' }} />
          <input aria-label="Comment" />
          <div style={{ blockSize: '300vh' }} />
        </FormLayout>
      </div>,
    );
    const field = page.getByRole('textbox', { name: 'Comment' }).element() as HTMLInputElement;
    // What a phone does for a field the keyboard would cover: scroll just enough to show it.
    field.scrollIntoView({ block: 'nearest' });
    const bar = page.getByRole('button', { name: 'Apply' }).element().parentElement as HTMLElement;
    expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
  });

  it('lifts the actions above the on-screen keyboard while it is open', async () => {
    const keyboard = 300;
    const viewport = Object.assign(new EventTarget(), { height: window.innerHeight, offsetTop: 0, scale: 1 });
    vi.stubGlobal('visualViewport', viewport);
    await render(
      <div className={darkTheme}>
        <FormLayout title="Apply" actions={submit}>
          <div style={{ blockSize: '300vh' }} />
        </FormLayout>
      </div>,
    );
    const bottom = () => page.getByRole('button', { name: 'Apply' }).element().getBoundingClientRect().bottom;
    const closed = bottom();
    viewport.height = window.innerHeight - keyboard;
    viewport.dispatchEvent(new Event('resize'));
    // Within a pixel: the bar is moved by whole pixels, the layout may place it on half ones.
    await expect.poll(() => Math.abs(bottom() - (closed - keyboard))).toBeLessThanOrEqual(1);
    viewport.height = window.innerHeight;
    viewport.dispatchEvent(new Event('resize'));
    await expect.poll(() => Math.abs(bottom() - closed)).toBeLessThanOrEqual(1);
  });
});
