import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { illustrationKinds } from '../Illustration/Illustration.tsx';
import { EmptyState, emptyStateSizes } from './EmptyState.tsx';

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  argTypes: {
    illustration: { control: 'select', options: illustrationKinds },
    size: { control: 'inline-radio', options: emptyStateSizes },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing here yet');
  },
};

const onReset = fn();

/** A search or filter that found nothing, with the way back. */
export const NoResults: Story = {
  args: {
    illustration: 'search',
    action: (
      <Button variant="secondary" onClick={onReset}>
        Reset filters
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No results foundTry another name or vendor.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(onReset).toHaveBeenCalledTimes(1);
  },
};

export const NoFavourites: Story = {
  args: { illustration: 'favourites' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No favourites yet');
  },
};

export const NoNotices: Story = { args: { illustration: 'notices', size: 'compact' } };

const onRetry = fn();

export const LoadError: Story = {
  args: {
    illustration: 'error',
    title: 'Games could not be loaded',
    action: (
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    // A screen that words the headline leaves the picture's own hint out.
    await expect(canvas.getByRole('status').textContent).toBe('Games could not be loadedTry again');
  },
};

export const Offline: Story = { args: { illustration: 'offline' } };

export const Maintenance: Story = { args: { illustration: 'maintenance' } };

/** The screen's own words, with the picture's: a vendor list with no games. */
export const ScreenWords: Story = {
  args: { title: 'No games from this vendor', description: 'Pick another vendor above.' },
};

export const Compact: Story = { args: { size: 'compact', illustration: 'notices' } };

export const Malay: Story = { args: { illustration: 'favourites' }, globals: { language: 'ms' } };

export const RightToLeft: Story = {
  args: { illustration: 'search', title: 'لا توجد نتائج', description: 'جرّب اسمًا آخر.' },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { args: { illustration: 'offline' }, globals: { brand: 'emerald' } };
