import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { PopupCarousel, type PopupCarouselProps, type PopupItem } from './PopupCarousel.tsx';

const items: PopupItem[] = [
  { id: 1, title: 'Welcome', html: '<p>Hello</p>' },
  { id: 2, title: 'Maintenance', html: '<p>Tonight</p>' },
  { id: 3, title: 'Refer a friend', html: '<p>Bonus</p>' },
];

/** The element that follows the finger: the carousel region's first child. */
function viewport(): HTMLElement {
  const element = page.getByRole('region', { name: 'Announcements' }).element().firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error('No carousel viewport');
  return element;
}

function pointer(type: string, x: number, y: number) {
  viewport().dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      clientX: x,
      clientY: y,
    }),
  );
}

/** A finger drag of dx by dy pixels, in steps, as a phone reports it. */
function swipe(dx: number, dy = 0) {
  pointer('pointerdown', 200, 200);
  pointer('pointermove', 200 + dx / 2, 200 + dy / 2);
  pointer('pointermove', 200 + dx, 200 + dy);
  pointer('pointerup', 200 + dx, 200 + dy);
}

const showing = (title: string) => page.getByRole('dialog', { name: title });

/** The documents' pop-up figures: a swipe must pass 60 px, a slide takes 400 ms, the mask waits 300 ms. */
function popups(props: Partial<PopupCarouselProps> = {}) {
  return (
    <PopupCarousel open items={items} onClose={() => {}} swipePx={60} slideMs={400} maskGuardMs={300} {...props} />
  );
}

describe('PopupCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('changes slide only for a swipe longer than 60 px', async () => {
    await render(popups());
    await expect.element(showing('Welcome')).toBeVisible();
    swipe(-60);
    // Had the 60 px swipe counted, the next one would land on the third slide.
    swipe(-61);
    await expect.element(showing('Maintenance')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('measures a swipe against the distance it is given', async () => {
    await render(popups({ swipePx: 100 }));
    await expect.element(showing('Welcome')).toBeVisible();
    swipe(-80);
    await expect.element(page.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
    swipe(-101);
    await expect.element(showing('Maintenance')).toBeVisible();
  });

  it('slides in over the time it is given', async () => {
    const screen = await render(popups({ slideMs: 400 }));
    await expect.element(showing('Welcome')).toBeVisible();
    const track = () => viewport().firstElementChild as HTMLElement;
    expect(track().style.transitionDuration).toBe('400ms');
    await screen.rerender(popups({ slideMs: 250 }));
    expect(track().style.transitionDuration).toBe('250ms');
  });

  it('shows the HTML sizes as given, converting nothing', async () => {
    await render(popups({ items: [{ id: 1, title: 'Welcome', html: '<p style="font-size: 20px">Hello</p>' }] }));
    await expect.element(page.getByText('Hello')).toHaveStyle({ fontSize: '20px' });
  });

  it('stops at either end rather than looping', async () => {
    await render(popups());
    await expect.element(showing('Welcome')).toBeVisible();
    swipe(120);
    swipe(-120);
    await expect.element(showing('Maintenance')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show slide 3' }));
    await expect.element(showing('Refer a friend')).toBeVisible();
    swipe(-120);
    swipe(120);
    await expect.element(showing('Maintenance')).toBeVisible();
  });

  it('leaves a mostly vertical drag to the page', async () => {
    await render(popups());
    await expect.element(showing('Welcome')).toBeVisible();
    swipe(-80, 200);
    swipe(-80);
    await expect.element(showing('Maintenance')).toBeVisible();
  });

  it('brings the next slide in from the left when written right to left', async () => {
    await render(<div dir="rtl">{popups()}</div>);
    await expect.element(showing('Welcome')).toBeVisible();
    swipe(80);
    await expect.element(showing('Maintenance')).toBeVisible();
  });

  it('hides the slides not on show from assistive technology and the keyboard', async () => {
    await render(popups());
    const slides = page.getByRole('group', { includeHidden: true }).elements();
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it('opens nothing without pop-ups and asks to close on Escape', async () => {
    const onClose = vi.fn();
    const screen = await render(popups({ items: [], onClose }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await screen.rerender(popups({ onClose }));
    await expect.element(showing('Welcome')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores a tap on the mask for the guard time it is given, then asks to close', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const onClose = vi.fn();
    await render(popups({ onClose, maskGuardMs: 300 }));
    const dialog = showing('Welcome').element() as HTMLDialogElement;
    vi.advanceTimersByTime(299);
    dialog.click();
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    dialog.click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("names its dots in the app's language", async () => {
    await render(
      <UiTextProvider
        t={(key, { defaultValue, ...values }) =>
          key === 'content:carousel.goTo' ? `Slaid ${String(values.position)}` : defaultValue
        }
      >
        {popups()}
      </UiTextProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Slaid 3' }));
    await expect.element(showing('Refer a friend')).toBeVisible();
  });
});
