import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBar } from './SearchBar.tsx';

const meta = {
  title: 'Games/SearchBar',
  component: SearchBar,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onValueChange: fn(), onClear: fn() },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(field, 'tiger{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('tiger');
    await expect(field).toHaveValue('tiger');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Typed: Story = { args: { defaultValue: 'Fortune Tiger' } };

export const Searching: Story = {
  args: { defaultValue: 'mahjong', loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
  },
};

/** The screen's own words: what this search looks through. */
export const OwnPlaceholder: Story = { args: { label: 'Search live casino', placeholder: 'Baccarat, roulette…' } };

export const Malay: Story = { globals: { language: 'ms' } };

export const Chinese: Story = { args: { defaultValue: '麻将', loading: true }, globals: { language: 'cn' } };

export const RightToLeft: Story = {
  args: { label: 'ابحث عن الألعاب', defaultValue: 'النمر' },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { args: { defaultValue: 'Fortune Tiger' }, globals: { brand: 'emerald' } };
