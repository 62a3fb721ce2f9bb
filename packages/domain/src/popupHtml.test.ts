import { describe, expect, it } from 'vitest';
import { popupPxToRem } from './popupHtml.ts';

describe('popup HTML', () => {
  it('turns px into rem by dividing by 100', () => {
    expect(popupPxToRem('<p style="font-size:24px;margin:-10px 0 .5px">Win 100 spins</p>')).toBe(
      '<p style="font-size:0.24rem;margin:-0.1rem 0 0.005rem">Win 100 spins</p>',
    );
  });
});
