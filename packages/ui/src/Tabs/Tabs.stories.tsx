import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabsProps, tabsVariants } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Login method',
    items: [
      { id: 'username', label: 'Username' },
      { id: 'mobile', label: 'Mobile' },
    ],
    value: 'username',
    onValueChange: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: TabsProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Tabs
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    >
      <p>{value === 'username' ? 'Username and password' : 'Mobile number and SMS code'}</p>
    </Tabs>
  );
}

export const LoginMethod: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const username = canvas.getByRole('tab', { name: 'Username' });
    await expect(username).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Username' })).toHaveTextContent('Username and password');
    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mobile');
    await expect(canvas.getByRole('tabpanel', { name: 'Mobile' })).toHaveTextContent('SMS code');
  },
};

export const Keyboard: Story = {
  args: {
    label: 'Help',
    items: [
      { id: 'faq', label: 'FAQ' },
      { id: 'deposit', label: 'Deposit' },
      { id: 'withdraw', label: 'Withdraw' },
    ],
    value: 'faq',
  },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'FAQ' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'FAQ' })).toHaveFocus();
  },
};

export const RightToLeftArrowsMirror: Story = {
  args: {
    label: 'طريقة الدخول',
    items: [
      { id: 'username', label: 'اسم المستخدم' },
      { id: 'mobile', label: 'الجوال' },
    ],
  },
  globals: { direction: 'rtl' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'اسم المستخدم' }));
    // In right-to-left the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'الجوال' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Pills: Story = { args: { variant: 'pill' }, render: (args) => <Controlled {...args} /> };

export const WithBadge: Story = {
  args: {
    label: 'Messages',
    items: [
      { id: 'notices', label: 'Notices', badge: '4' },
      { id: 'inbox', label: 'Inbox', badge: '99+' },
    ],
    value: 'notices',
  },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Inbox 99+ unread' })).toBeVisible();
  },
};

export const SecondBrand: Story = { globals: { brand: 'emerald' }, render: (args) => <Controlled {...args} /> };

export const FilterBarWithoutPanel: Story = {
  args: {
    label: 'Promotion categories',
    items: [
      { id: 'all', label: 'All' },
      { id: 'newbie', label: 'Newbie' },
      { id: 'vip', label: 'VIP' },
    ],
    value: 'all',
    variant: 'pill',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'VIP' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('vip');
  },
};
