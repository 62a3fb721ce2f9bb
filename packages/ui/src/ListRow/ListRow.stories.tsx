import type { Meta, StoryObj } from '@storybook/react-vite';
import { type MouseEvent, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { ListGroup, ListRow } from './ListRow.tsx';

const meta = {
  title: 'Forms/ListRow',
  component: ListRow,
  tags: ['autodocs'],
  // The app's router takes the click, as it does for every in-app link.
  args: {
    title: 'Login password',
    icon: 'lock',
    href: '#password',
    onClick: fn((event: MouseEvent<HTMLElement>) => event.preventDefault()),
  },
} satisfies Meta<typeof ListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {
  render: (args) => (
    <ListGroup heading="Security">
      <ListRow {...args} />
    </ListGroup>
  ),
  play: async ({ args, canvas }) => {
    const row = canvas.getByRole('link', { name: 'Login password' });
    await expect(row).toHaveAttribute('href', '#password');
    await userEvent.click(row);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

/** The security centre: each entry says where it stands and leads to its page. */
export const SecurityCentre: Story = {
  render: () => (
    <ListGroup heading="Security centre" footnote="Keep your details up to date to recover your account.">
      <ListRow icon="lock" title="Login password" description="Last changed 12 days ago" href="#password" />
      <ListRow icon="phone" title="Mobile number" value="+60 12***6789" href="#mobile" />
      <ListRow icon="shield" title="Withdrawal password" value="Not set" href="#withdrawal" />
      <ListRow icon="user" title="Real name" value="Demo Player" />
    </ListGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Security centre' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /Mobile number/ })).toHaveAccessibleName(
      'Mobile number +60 12***6789',
    );
  },
};

function SettingsList() {
  const [hidden, setHidden] = useState(false);
  const [sounds, setSounds] = useState(true);
  return (
    <ListGroup heading="Settings">
      <ListRow
        icon="eye"
        title="Hide balance"
        description="Show ****** instead of the amount"
        toggle={{ checked: hidden, onCheckedChange: setHidden }}
      />
      <ListRow icon="settings" title="Game sounds" toggle={{ checked: sounds, onCheckedChange: setSounds }} />
      <ListRow icon="globe" title="Language" value="English" onClick={() => {}} />
      <ListRow icon="record" title="Inbox" badge={<Badge text="3" />} href="#inbox" />
    </ListGroup>
  );
}

export const Settings: Story = {
  render: () => <SettingsList />,
  play: async ({ canvas }) => {
    const hide = canvas.getByRole('switch', { name: 'Hide balance' });
    await expect(hide).toHaveAccessibleDescription('Show ****** instead of the amount');
    await userEvent.click(canvas.getByText('Show ****** instead of the amount'));
    await expect(hide).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('button', { name: 'Language English' })).toBeVisible();
  },
};

export const Disabled: Story = {
  render: () => (
    <ListGroup heading="Security">
      <ListRow icon="phone" title="Mobile number" value="Locked by support" href="#mobile" disabled />
      <ListRow
        icon="eye"
        title="Hide balance"
        description="Set by your operator"
        toggle={{ checked: true, onCheckedChange: () => {}, disabled: true }}
      />
    </ListGroup>
  ),
};

export const Malay: Story = {
  render: () => (
    <ListGroup heading="Pusat keselamatan">
      <ListRow icon="lock" title="Kata laluan log masuk" description="Ditukar 12 hari yang lalu" href="#password" />
      <ListRow icon="shield" title="Kata laluan pengeluaran" value="Belum ditetapkan" href="#withdrawal" />
      <ListRow
        icon="eye"
        title="Sembunyikan baki"
        description="Tunjukkan ****** dan bukan jumlah sebenar"
        toggle={{ checked: true, onCheckedChange: () => {} }}
      />
    </ListGroup>
  ),
  globals: { language: 'ms' },
};

/** The chevron points to the end edge, the left, and the value sits before it. */
export const RightToLeft: Story = {
  render: () => (
    <ListGroup heading="مركز الأمان">
      <ListRow icon="lock" title="كلمة مرور الدخول" description="تم التغيير قبل ١٢ يومًا" href="#password" />
      <ListRow icon="phone" title="رقم الجوال" value="+60 12***6789" href="#mobile" />
      <ListRow icon="eye" title="إخفاء الرصيد" toggle={{ checked: true, onCheckedChange: () => {} }} />
    </ListGroup>
  ),
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { render: () => <SettingsList />, globals: { brand: 'emerald' } };
