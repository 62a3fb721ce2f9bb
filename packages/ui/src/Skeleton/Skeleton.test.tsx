import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('announces one busy region, not each shape', async () => {
    const screen = await render(
      <SkeletonGroup label="Loading games">
        <Skeleton shape="tile" />
        <Skeleton shape="tile" />
        <Skeleton shape="circle" />
      </SkeletonGroup>,
    );
    const region = page.getByRole('status');
    await expect.element(region).toHaveAttribute('aria-busy', 'true');
    await expect.element(region).toHaveTextContent('Loading games');
    const shapes = screen.container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes).toHaveLength(3);
  });

  it('says "Loading" in the app language when no label is given', async () => {
    await render(
      <UiTextProvider t={(key, { defaultValue }) => (key === 'ui:skeleton.loading' ? 'Memuatkan' : defaultValue)}>
        <SkeletonGroup>
          <Skeleton />
        </SkeletonGroup>
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Memuatkan');
  });

  it('takes the size it is given, and draws circles round', async () => {
    const screen = await render(
      <div style={{ inlineSize: '400px' }}>
        <Skeleton inlineSize="50%" blockSize="10px" />
        <Skeleton shape="circle" />
      </div>,
    );
    const [line, circle] = [...screen.container.querySelectorAll('span')];
    const lineBox = line?.getBoundingClientRect();
    expect(lineBox?.width).toBe(200);
    expect(lineBox?.height).toBe(10);
    const circleBox = circle?.getBoundingClientRect();
    expect(circleBox?.width).toBeGreaterThan(0);
    expect(circleBox?.width).toBe(circleBox?.height);
    expect(circle && getComputedStyle(circle).borderRadius).toBe('50%');
  });
});
