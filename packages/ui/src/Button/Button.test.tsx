import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/index.ts';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a real button that submits nothing unless asked', async () => {
    const onClick = vi.fn();
    await render(<Button onClick={onClick}>Log in</Button>);
    const button = page.getByRole('button', { name: 'Log in' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('refuses clicks while loading but stays focusable', async () => {
    const onClick = vi.fn();
    await render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expect.element(button).not.toBeDisabled();
  });

  it('takes its colours from the theme', async () => {
    document.documentElement.classList.add(darkTheme);
    await render(<Button>Deposit</Button>);
    const element = page.getByRole('button', { name: 'Deposit' }).element();
    expect(getComputedStyle(element).backgroundColor).toBe('rgb(245, 184, 46)');
    document.documentElement.classList.remove(darkTheme);
  });

  it.each(['small', 'medium'] as const)('is a 44 px touch target at size %s, its label on one line', async (size) => {
    document.documentElement.classList.add(darkTheme);
    await render(<Button size={size}>Register</Button>);
    const box = page.getByRole('button', { name: 'Register' }).element().getBoundingClientRect();
    expect(box.height).toBe(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    document.documentElement.classList.remove(darkTheme);
  });
});
