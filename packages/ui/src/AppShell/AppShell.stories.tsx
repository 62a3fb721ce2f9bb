import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConnectionBanner } from '../ConnectionBanner/ConnectionBanner.tsx';
import { FooterMenu } from '../FooterMenu/FooterMenu.tsx';
import { Header } from '../Header/Header.tsx';
import { AppShell, type AppShellProps, navigationDirections } from './AppShell.tsx';

const footer = (
  <FooterMenu
    currentId="home"
    entries={[
      { id: 'home', label: 'Home', icon: 'home', href: '#home' },
      { id: 'deposit', label: 'Deposit', icon: 'deposit', href: '#deposit' },
      { id: 'invite', label: 'Invite', icon: 'invite' },
      { id: 'member', label: 'Member Center', icon: 'user', href: '#member', badge: '99+' },
      { id: 'reward', label: 'Reward', icon: 'gift', href: '#reward' },
    ]}
  />
);

const meta = {
  title: 'Pages/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { ownsMain: true },
  args: {
    pageKey: 'home',
    transitionMs: 300,
    swipeBackPx: 100,
    onSwipeBack: fn(),
    header: <Header brandName="Mobile Games" onLogoClick={() => {}} />,
    footer,
    children: <p style={{ padding: '1rem' }}>Home page</p>,
  },
  argTypes: { direction: { control: 'inline-radio', options: navigationDirections } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two pages and a way between them, as the router would switch them. */
function Pages(args: AppShellProps) {
  const [page, setPage] = useState<'home' | 'promotions'>('home');
  const [direction, setDirection] = useState<'forward' | 'back'>('forward');
  return (
    <AppShell
      {...args}
      pageKey={page}
      direction={direction}
      onSwipeBack={() => {
        args.onSwipeBack?.();
        setDirection('back');
        setPage('home');
      }}
    >
      <div style={{ padding: '1rem', minBlockSize: '20rem' }}>
        <h1>{page === 'home' ? 'Home' : 'Promotions'}</h1>
        {page === 'home' ? (
          <Button
            onClick={() => {
              setDirection('forward');
              setPage('promotions');
            }}
          >
            Open promotions
          </Button>
        ) : null}
      </div>
    </AppShell>
  );
}

function swipe(target: Element, fromX: number, toX: number, dy = 0) {
  fireEvent.pointerDown(target, { clientX: fromX, clientY: 200, pointerId: 1, isPrimary: true, button: 0 });
  fireEvent.pointerUp(target, { clientX: toX, clientY: 200 + dy, pointerId: 1, isPrimary: true, button: 0 });
}

export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Home page');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

export const SkipToContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const PageTransition: Story = {
  render: (args) => <Pages {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open promotions' }));
    await expect(canvas.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    const page = canvasElement.querySelector('[data-page="promotions"]');
    if (!page) throw new Error('the new page is not rendered');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const style = getComputedStyle(page);
    await expect(style.animationName === 'none').toBe(reduced);
    if (!reduced) await expect(style.animationDuration).toBe('0.3s');
    // It ends where it belongs, untransformed.
    await waitFor(() => expect(getComputedStyle(page).transform).toBe('none'), { timeout: 1000 });
  },
};

export const SwipeBack: Story = {
  render: (args) => <Pages {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open promotions' }));
    const main = canvas.getByRole('main');
    swipe(main, 20, 120);
    await expect(args.onSwipeBack).not.toHaveBeenCalled();
    swipe(main, 20, 90, 150);
    await expect(args.onSwipeBack).not.toHaveBeenCalled();
    swipe(main, 20, 121);
    await expect(args.onSwipeBack).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { name: 'Home' })).toBeVisible();
  },
};

export const SwipeBackRightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => <Pages {...args} />,
  play: async ({ args, canvas }) => {
    const main = canvas.getByRole('main');
    swipe(main, 300, 420);
    await expect(args.onSwipeBack).not.toHaveBeenCalled();
    swipe(main, 300, 180);
    await expect(args.onSwipeBack).toHaveBeenCalledTimes(1);
  },
};

export const Member: Story = {
  args: {
    header: <Header brandName="Mobile Games" onLogoClick={() => {}} member={{ name: 'demo01' }} />,
  },
};

export const Offline: Story = {
  args: {
    header: (
      <>
        <Header brandName="Mobile Games" onLogoClick={() => {}} />
        <ConnectionBanner state="offline" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No internet connection.');
  },
};

export const SecondBrand: Story = {
  args: { header: <Header brandName="Emerald Club" onLogoClick={() => {}} /> },
  globals: { brand: 'emerald' },
};
