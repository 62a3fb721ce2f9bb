import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FilterPanel } from './FilterPanel.tsx';

const classifications = [
  { id: 'BG', label: 'Bingo' },
  { id: 'MEGAWAYS', label: 'Megaways' },
  { id: 'JACKPOT', label: 'Jackpot slots' },
];

const meta = {
  title: 'Games/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  args: {
    value: { gameName: '', classify: 'ALL' },
    fixedThemes: { all: 'ALL', favourite: 'FAV', new: 'NEW', hot: 'HOT' },
    classifications,
    onSubmit: fn(),
    onReset: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndTheme: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Game name' }), 'Tiger');
    await userEvent.click(canvas.getByRole('radio', { name: 'Megaways' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ gameName: 'Tiger', classify: 'MEGAWAYS' });
  },
};

export const FixedThemes: Story = {
  args: { classifications: [] },
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    await expect(names).toEqual(['All', 'Favourite', 'New', 'Hot']);
  },
};

export const EnterSubmits: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Game name' }), 'olympus{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ gameName: 'olympus', classify: 'ALL' });
  },
};

export const Reset: Story = {
  args: { value: { gameName: 'fortune', classify: 'HOT' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Game name' })).toHaveValue('fortune');
    await expect(canvas.getByRole('radio', { name: 'Hot' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('searchbox', { name: 'Game name' })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};

export const KeyboardThemes: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Favourite' })).toBeChecked();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
