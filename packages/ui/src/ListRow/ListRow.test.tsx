import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/themes.css.ts';
import { ListGroup, ListRow } from './ListRow.tsx';

describe('ListRow', () => {
  it('is a link with href, which the app’s router may also take through onClick', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(<ListRow title="Login password" href="/m/securityCenter/password" onClick={onClick} />);
    const row = page.getByRole('link', { name: 'Login password' });
    await expect.element(row).toHaveAttribute('href', '/m/securityCenter/password');
    await userEvent.click(row);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a button with only onClick, named by its title and value', async () => {
    const onClick = vi.fn();
    await render(<ListRow title="Language" value="English" onClick={onClick} />);
    await userEvent.click(page.getByRole('button', { name: 'Language English' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is plain text with neither, and draws no chevron', async () => {
    const screen = await render(<ListRow title="Real name" value="Demo Player" />);
    expect(screen.container.querySelector('a, button')).toBeNull();
    expect(screen.container.querySelector('svg')).toBeNull();
    await expect.element(page.getByText('Demo Player')).toBeVisible();
  });

  it('is a switch named by its title with a toggle, turned by a tap anywhere on the row', async () => {
    const onCheckedChange = vi.fn();
    await render(
      <ListRow title="Hide balance" description="Show stars" toggle={{ checked: false, onCheckedChange }} />,
    );
    const control = page.getByRole('switch', { name: 'Hide balance', exact: true });
    await expect.element(control).toHaveAccessibleDescription('Show stars');
    await userEvent.click(page.getByText('Hide balance'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(control);
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
  });

  it('refuses a disabled link and a disabled button', async () => {
    const onClick = vi.fn();
    await render(
      <>
        <ListRow title="Mobile number" href="/m/mobile" onClick={onClick} disabled />
        <ListRow title="Language" onClick={onClick} disabled />
      </>,
    );
    const link = page.getByRole('link', { name: 'Mobile number' });
    await expect.element(link).toHaveAttribute('aria-disabled', 'true');
    await expect.element(link).not.toHaveAttribute('href');
    await userEvent.click(link, { force: true });
    await expect.element(page.getByRole('button', { name: 'Language' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('points its chevron to the end edge: right, mirrored in a right-to-left page', async () => {
    const row = <ListRow title="Login password" href="#password" />;
    const screen = await render(
      <div className={darkTheme} dir="ltr">
        {row}
      </div>,
    );
    const chevron = () => screen.container.querySelector('svg');
    const title = () => page.getByText('Login password').element().getBoundingClientRect();
    expect(chevron()?.getBoundingClientRect().left).toBeGreaterThan(title().right);
    expect(getComputedStyle(chevron() as Element).transform).toBe('none');
    await screen.rerender(
      <div className={darkTheme} dir="rtl">
        {row}
      </div>,
    );
    expect(chevron()?.getBoundingClientRect().right).toBeLessThan(title().left);
    expect(getComputedStyle(chevron() as Element).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });

  it('keeps a phone number in its own order on a right-to-left page', async () => {
    await render(
      <div dir="rtl">
        <ListRow title="رقم الجوال" value="+60 12***6789" />
      </div>,
    );
    const value = page.getByText('+60 12***6789').element();
    const range = document.createRange();
    range.selectNodeContents(value);
    // Laid out left to right, the plus sign is the leftmost glyph; mirrored, it would be the rightmost.
    const plus = document.createRange();
    plus.setStart(value.firstChild as Text, 0);
    plus.setEnd(value.firstChild as Text, 1);
    expect(plus.getBoundingClientRect().left).toBeCloseTo(range.getBoundingClientRect().left, 0);
  });

  it('leaves the chevron out when asked', async () => {
    const screen = await render(<ListRow title="Log out" onClick={() => {}} chevron={false} />);
    expect(screen.container.querySelector('svg')).toBeNull();
  });

  it('is at least 44 px tall', async () => {
    await render(
      <div className={darkTheme}>
        <ListRow title="Language" onClick={() => {}} />
      </div>,
    );
    expect(
      page.getByRole('button', { name: 'Language' }).element().getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  });
});

describe('ListGroup', () => {
  it('is a section named by its heading, holding its rows as a list', async () => {
    await render(
      <ListGroup heading="Security centre" footnote="Keep your details up to date">
        <ListRow title="Login password" href="#password" />
        {false}
        <ListRow title="Mobile number" href="#mobile" />
      </ListGroup>,
    );
    await expect.element(page.getByRole('heading', { level: 2, name: 'Security centre' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Security centre' })).toBeVisible();
    expect(page.getByRole('listitem').elements()).toHaveLength(2);
    await expect.element(page.getByText('Keep your details up to date')).toBeVisible();
  });

  it('takes a third-level heading under a section of the page', async () => {
    await render(
      <ListGroup heading="Preferences" headingLevel={3}>
        <ListRow title="Language" onClick={() => {}} />
      </ListGroup>,
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'Preferences' })).toBeVisible();
  });
});
