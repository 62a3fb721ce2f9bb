import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { JackpotCounter, useJackpot } from './JackpotCounter.tsx';

const half = () => 0.5;

function Live() {
  return <JackpotCounter value={useJackpot('grand', half)} currencySymbol="RM" />;
}

const shown = (container: HTMLElement) => container.querySelector('[data-value]')?.getAttribute('data-value');

describe('useJackpot', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('grows the grand jackpot at the drawn pace by the drawn amount', async () => {
    const { container } = await render(<Live />);
    expect(shown(container)).toBe('1,250,000,000');
    // A draw of 0.5 picks the 4 s wait and an increase of 30,000.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3999);
    });
    expect(shown(container)).toBe('1,250,000,000');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(shown(container)).toBe('1,250,030,000');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(shown(container)).toBe('1,250,060,000');
  });
});
