import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { POPUP_SWIPE_PX, PopupCarousel, type PopupItem } from './PopupCarousel.tsx';

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

describe('PopupCarousel', () => {
  it('changes slide only for a swipe longer than 60 px', async () => {
    await render(<PopupCarousel open items={items} onClose={() => {}} />);
    await expect.element(showing('Welcome')).toBeVisible();
    swipe(-POPUP_SWIPE_PX);
    // Had the 60 px swipe counted, the next one would land on the third slide.
    swipe(-(POPUP_SWIPE_PX + 1));
    await expect.element(showing('Maintenance')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('stops at either end rather than looping', async () => {
    await render(<PopupCarousel open items={items} onClose={() => {}} />);
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
    await render(<PopupCarousel open items={items} onClose={() => {}} />);
    await expect.element(showing('Welcome')).toBeVisible();
    swipe(-80, 200);
    swipe(-80);
    await expect.element(showing('Maintenance')).toBeVisible();
  });

  it('brings the next slide in from the left when written right to left', async () => {
    await render(
      <div dir="rtl">
        <PopupCarousel open items={items} onClose={() => {}} />
      </div>,
    );
    await expect.element(showing('Welcome')).toBeVisible();
    swipe(POPUP_SWIPE_PX + 20);
    await expect.element(showing('Maintenance')).toBeVisible();
  });

  it('hides the slides not on show from assistive technology and the keyboard', async () => {
    await render(<PopupCarousel open items={items} onClose={() => {}} />);
    const slides = page.getByRole('group', { includeHidden: true }).elements();
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it('opens nothing without pop-ups and asks to close on Escape', async () => {
    const onClose = vi.fn();
    const screen = await render(<PopupCarousel open items={[]} onClose={onClose} />);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await screen.rerender(<PopupCarousel open items={items} onClose={onClose} />);
    await expect.element(showing('Welcome')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("names its dots in the app's language", async () => {
    await render(
      <UiTextProvider
        t={(key, { defaultValue, ...values }) =>
          key === 'content:carousel.goTo' ? `Slaid ${String(values.position)}` : defaultValue
        }
      >
        <PopupCarousel open items={items} onClose={() => {}} />
      </UiTextProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Slaid 3' }));
    await expect.element(showing('Refer a friend')).toBeVisible();
  });
});
