import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { HelpTabs } from './HelpTabs.tsx';

const topics = [
  {
    title: 'Deposit',
    tag: 'deposit',
    content: '<p>Deposits arrive within <strong>5 minutes</strong>.</p>',
    children: [
      { title: 'Bank transfer', tag: 'deposit-bank', content: '<p>Use your own account.</p>' },
      { title: 'E-wallet', tag: 'deposit-wallet', content: '<p>Touch n Go and more.</p>' },
    ],
  },
  { title: 'Withdrawal', tag: 'withdraw', content: '<p>Withdrawals need a turnover of x1.</p>' },
  { title: 'Account', tag: 'account', content: '<p>Keep your password safe.</p>' },
];

const meta = {
  title: 'Content/HelpTabs',
  component: HelpTabs,
  tags: ['autodocs'],
  args: { topics, selectedTag: 'deposit', onSelect: fn(), onOpenItem: fn() },
  argTypes: { selectedTag: { control: 'select', options: topics.map((topic) => topic.tag) } },
} satisfies Meta<typeof HelpTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Topics: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Deposits arrive within 5 minutes.');
    await userEvent.click(canvas.getByRole('button', { name: 'E-wallet' }));
    await expect(args.onOpenItem).toHaveBeenCalledWith('deposit-wallet');
    await userEvent.click(canvas.getByRole('tab', { name: 'Account' }));
    await expect(args.onSelect).toHaveBeenCalledWith('account');
  },
};

export const SwitchingTabs: Story = {
  render: function Render(args) {
    const [tag, setTag] = useState(args.selectedTag);
    return <HelpTabs {...args} selectedTag={tag} onSelect={setTag} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Withdrawal' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Withdrawals need a turnover of x1.');
    await expect(canvas.queryByRole('button', { name: 'E-wallet' })).toBeNull();
  },
};

/** /m/help?i=2: the app picks the third topic's tag. */
export const OpenedByIndex: Story = {
  args: { selectedTag: 'account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Keep your password safe.');
  },
};

export const Empty: Story = {
  args: { topics: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing here yet');
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
