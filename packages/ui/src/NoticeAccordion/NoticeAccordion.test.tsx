import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type Notice, NoticeAccordion } from './NoticeAccordion.tsx';

const maintenance: Notice = {
  id: 1,
  title: 'Server maintenance',
  content: '<p>Games pause tonight.</p>',
  date: '2024/12/01',
  read: false,
};
const vendor: Notice = {
  id: 2,
  title: 'New vendor live',
  content: '<p>Dragon Gaming joins.</p>',
  date: '2024/11/20',
  dateTime: '2024-11-20',
  read: true,
};
const notices = [maintenance, vendor];

describe('NoticeAccordion', () => {
  it('shows each title and date exactly as given, machine-readable when the app says how', async () => {
    await render(<NoticeAccordion notices={[{ ...maintenance, date: '01.12.2024' }, vendor]} />);
    await expect.element(page.getByText('Server maintenance', { exact: true })).toBeVisible();
    await expect.element(page.getByText('01.12.2024', { exact: true })).toBeVisible();
    const dated = page.getByText('2024/11/20', { exact: true }).element();
    expect(dated.tagName).toBe('TIME');
    expect(dated.getAttribute('datetime')).toBe('2024-11-20');
    expect(page.getByText('01.12.2024').element().hasAttribute('datetime')).toBe(false);
    await expect.element(page.getByText('Unread')).toBeVisible();
  });

  it('opens one notice at a time and reports each one opened', async () => {
    const onOpen = vi.fn();
    await render(<NoticeAccordion notices={notices} onOpen={onOpen} />);
    await userEvent.click(page.getByText('New vendor live'));
    await expect.element(page.getByText('Dragon Gaming joins.')).toBeVisible();
    expect(onOpen).toHaveBeenLastCalledWith(vendor);
    await userEvent.click(page.getByText('Server maintenance'));
    await expect.element(page.getByText('Games pause tonight.')).toBeVisible();
    await expect.element(page.getByText('Dragon Gaming joins.')).not.toBeVisible();
    expect(onOpen).toHaveBeenLastCalledWith(maintenance);
  });
});
