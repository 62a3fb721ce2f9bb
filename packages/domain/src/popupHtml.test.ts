import { describe, expect, it } from 'vitest';
import { popupPxToRem } from './popupHtml.ts';

describe('popup HTML', () => {
  it('divides px by 100 into a unit worth 100 px, so each size draws as its author set it', () => {
    expect(popupPxToRem('<img src="a.png" style="width:512px"><p style="font-size:14px">Win 100 spins</p>')).toBe(
      '<img src="a.png" style="width:calc(5.12 * 100px)"><p style="font-size:calc(0.14 * 100px)">Win 100 spins</p>',
    );
  });

  it('keeps negative and fractional sizes and every size of a shorthand', () => {
    expect(popupPxToRem('<p style="font-size:24px;margin:-10px 0 .5px">Win</p>')).toBe(
      '<p style="font-size:calc(0.24 * 100px);margin:calc(-0.1 * 100px) 0 calc(0.005 * 100px)">Win</p>',
    );
  });

  it('keeps every decimal of a size', () => {
    expect(popupPxToRem('<p style="margin:1.25px .25px">Win</p>')).toBe(
      '<p style="margin:calc(0.0125 * 100px) calc(0.0025 * 100px)">Win</p>',
    );
  });

  it('leaves text that only looks like a size alone', () => {
    expect(popupPxToRem('<p>Deposit 100 or more; 12pxx is not a size</p>')).toBe(
      '<p>Deposit 100 or more; 12pxx is not a size</p>',
    );
  });
});
