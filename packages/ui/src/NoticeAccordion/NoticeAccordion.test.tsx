import { describe, expect, it } from 'vitest';
import { formatNoticeDate } from './NoticeAccordion.tsx';

describe('formatNoticeDate', () => {
  it('writes a server date string as YYYY/MM/DD, as written, whatever the time zone', () => {
    expect(formatNoticeDate('2024-12-01 00:30:00')).toBe('2024/12/01');
    expect(formatNoticeDate('2024-3-7')).toBe('2024/03/07');
    expect(formatNoticeDate('2024/03/07')).toBe('2024/03/07');
  });

  it('uses the local calendar date of epoch milliseconds', () => {
    const noonLocal = new Date(2024, 0, 5, 12).getTime();
    expect(formatNoticeDate(noonLocal)).toBe('2024/01/05');
    expect(formatNoticeDate(String(noonLocal), '-')).toBe('2024-01-05');
  });

  it('shows nothing rather than "NaN" for a date it cannot read', () => {
    expect(formatNoticeDate('soon')).toBe('');
  });
});
