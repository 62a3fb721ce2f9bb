import { describe, expect, it } from 'vitest';
import { birthdayRange } from './BirthdayPicker.tsx';

describe('birthdayRange', () => {
  it('runs from 1 January 1900 to 31 December of the current year', () => {
    expect(birthdayRange(new Date(2026, 10, 21))).toEqual({ min: '1900-01-01', max: '2026-12-31' });
  });

  it('moves its end with the year, even on the first day of it', () => {
    expect(birthdayRange(new Date(2027, 0, 1)).max).toBe('2027-12-31');
  });
});
