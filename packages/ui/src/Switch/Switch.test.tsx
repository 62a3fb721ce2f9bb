import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/themes.css.ts';
import { Switch, type SwitchProps } from './Switch.tsx';

function Controlled(props: Omit<SwitchProps, 'checked'> & { initial?: boolean }) {
  const { initial = false, onCheckedChange, ...rest } = props;
  const [checked, setChecked] = useState(initial);
  return (
    <Switch
      {...rest}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onCheckedChange?.(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a switch named by its label, described by its second line', async () => {
    await render(<Switch label="Game sounds" description="Music and effects" checked />);
    const control = page.getByRole('switch', { name: 'Game sounds', exact: true });
    await expect.element(control).toHaveAttribute('aria-checked', 'true');
    await expect.element(control).toHaveAccessibleDescription('Music and effects');
  });

  it('turns on and off with the space bar and Enter, reporting each new state', async () => {
    const onCheckedChange = vi.fn();
    await render(<Controlled label="Hide balance" onCheckedChange={onCheckedChange} />);
    const control = page.getByRole('switch', { name: 'Hide balance' });
    await userEvent.tab();
    await expect.element(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect.element(control).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('turns over once per tap, on the label text as on the switch itself', async () => {
    const onCheckedChange = vi.fn();
    await render(<Controlled label="Hide balance" description="Show stars" onCheckedChange={onCheckedChange} />);
    await userEvent.click(page.getByText('Show stars'));
    await userEvent.click(page.getByRole('switch', { name: 'Hide balance' }));
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('stays as the app holds it: a tap only asks', async () => {
    const onCheckedChange = vi.fn();
    await render(<Switch label="Hide balance" checked={false} onCheckedChange={onCheckedChange} />);
    await userEvent.click(page.getByRole('switch', { name: 'Hide balance' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    await expect.element(page.getByRole('switch', { name: 'Hide balance' })).not.toBeChecked();
  });

  it('refuses changes when disabled', async () => {
    const onCheckedChange = vi.fn();
    await render(<Switch label="Hide balance" checked disabled onCheckedChange={onCheckedChange} />);
    await expect.element(page.getByRole('switch', { name: 'Hide balance' })).toBeDisabled();
    await userEvent.click(page.getByText('Hide balance'), { force: true });
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('is a 44 x 44 px target on its own', async () => {
    await render(<Switch label="Hide balance" checked={false} />);
    const box = page.getByRole('switch', { name: 'Hide balance' }).element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });

  it('slides its thumb to the end edge when on: right, or left in a right-to-left page', async () => {
    const thumbLeft = (container: HTMLElement) =>
      container.querySelector('[role="switch"] span span')?.getBoundingClientRect().left ?? Number.NaN;
    const view = (dir: 'ltr' | 'rtl', checked: boolean) => (
      <div className={darkTheme} dir={dir} style={{ display: 'inline-block' }}>
        <Switch label="Hide balance" checked={checked} />
      </div>
    );
    const screen = await render(view('ltr', false));
    // Wait out any slide: motion may be allowed in this browser.
    const settledLeft = async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return thumbLeft(screen.container);
    };
    const ltrOff = await settledLeft();
    await screen.rerender(view('ltr', true));
    expect(await settledLeft()).toBeGreaterThan(ltrOff);
    await screen.rerender(view('rtl', false));
    const rtlOff = await settledLeft();
    await screen.rerender(view('rtl', true));
    expect(await settledLeft()).toBeLessThan(rtlOff);
  });

  it('gives the app the switch to focus', async () => {
    let control: HTMLButtonElement | null = null;
    await render(
      <Switch
        label="Hide balance"
        checked={false}
        ref={(node) => {
          control = node;
        }}
      />,
    );
    (control as HTMLButtonElement | null)?.focus();
    await expect.element(page.getByRole('switch', { name: 'Hide balance' })).toHaveFocus();
  });
});
