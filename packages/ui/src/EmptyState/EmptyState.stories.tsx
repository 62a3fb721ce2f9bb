import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState, emptyStateSizes } from './EmptyState.tsx';

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No data');
  },
};

const onReset = fn();

export const NoGamesFound: Story = {
  args: {
    title: 'No games found',
    description: 'Try another name or vendor.',
    action: (
      <Button variant="secondary" onClick={onReset}>
        Reset filters
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(onReset).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = { args: { size: 'compact', title: 'No announcement' } };

export const RightToLeft: Story = { args: { title: 'لا توجد بيانات' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
