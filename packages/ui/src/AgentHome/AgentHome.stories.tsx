import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AgentHome } from './AgentHome.tsx';

const meta = {
  title: 'Agent/AgentHome',
  component: AgentHome,
  tags: ['autodocs'],
  args: {
    agentName: 'agent01',
    agentType: 'Member agent',
    balance: { text: 'RM 1,234.56', state: 'shown', onRefresh: fn(), onToggleMasked: fn() },
    summary: [
      { id: 'downline', label: 'Direct downline', value: '18', icon: 'team' },
      { id: 'active', label: 'Active today', value: '7', icon: 'user' },
      { id: 'bets', label: 'Team valid bet today', value: 'RM 48,250.00', icon: 'chart' },
      { id: 'earned', label: 'Earned this month', value: 'RM 3,120.75', icon: 'cashback' },
    ],
    actions: [
      { id: 'daily', label: 'Daily wage contracts', icon: 'contract', href: '#daily', awaiting: '2' },
      { id: 'hourly', label: 'Hourly wage contracts', icon: 'contract', href: '#hourly' },
      { id: 'dividend', label: 'Dividend contracts', icon: 'contract', href: '#dividend', awaiting: '1' },
      { id: 'downline', label: 'Downline', icon: 'team', href: '#downline' },
      { id: 'reports', label: 'Reports', icon: 'chart', href: '#reports' },
      { id: 'invite', label: 'Invite', icon: 'invite', onSelect: fn() },
    ],
    awaitingReview: { count: '3', href: '#awaiting' },
  },
  parameters: { ownsMain: true },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof AgentHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'agent01' })).toBeVisible();
    await expect(canvas.getByText('RM 48,250.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Contracts awaiting review/ })).toHaveAccessibleName(
      'Contracts awaiting review 3 awaiting review',
    );
    await expect(canvas.getByRole('link', { name: 'Daily wage contracts 2 awaiting review' })).toHaveAttribute(
      'href',
      '#daily',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(args.actions[5]?.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { balance: { text: '******', state: 'refreshing' }, loading: true, awaitingReview: undefined },
};

/** Nothing awaits review: no banner and no counts. */
export const NothingAwaiting: Story = {
  args: {
    awaitingReview: { count: '' },
    actions: [
      { id: 'daily', label: 'Daily wage contracts', icon: 'contract', href: '#daily' },
      { id: 'hourly', label: 'Hourly wage contracts', icon: 'contract', href: '#hourly' },
      { id: 'dividend', label: 'Dividend contracts', icon: 'contract', href: '#dividend' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Contracts awaiting review')).toBeNull();
  },
};

export const BalanceHidden: Story = {
  args: { balance: { text: '******', state: 'hidden', onToggleMasked: fn(), onRefresh: fn() } },
};

export const Malay: Story = {
  args: {
    agentType: 'Ejen ahli',
    summary: [
      { id: 'downline', label: 'Downline langsung', value: '18', icon: 'team' },
      { id: 'active', label: 'Aktif hari ini', value: '7', icon: 'user' },
      { id: 'bets', label: 'Pertaruhan sah pasukan hari ini', value: 'RM 48,250.00', icon: 'chart' },
      { id: 'earned', label: 'Pendapatan bulan ini', value: 'RM 3,120.75', icon: 'cashback' },
    ],
    actions: [
      { id: 'daily', label: 'Kontrak gaji harian', icon: 'contract', href: '#daily', awaiting: '2' },
      { id: 'hourly', label: 'Kontrak gaji sejam', icon: 'contract', href: '#hourly' },
      { id: 'dividend', label: 'Kontrak dividen', icon: 'contract', href: '#dividend', awaiting: '99+' },
      { id: 'downline', label: 'Downline', icon: 'team', href: '#downline' },
      { id: 'reports', label: 'Laporan', icon: 'chart', href: '#reports' },
    ],
  },
  globals: { language: 'ms' },
};

export const RightToLeft: Story = { args: { agentName: 'وكيل٠١' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
