import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Hide balance', checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: SwitchProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <Switch
      {...args}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        args.onCheckedChange?.(next);
      }}
    />
  );
}

export const Off: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Hide balance' });
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByText('Hide balance'));
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { checked: true } };

export const WithDescription: Story = {
  args: { label: 'Game sounds', description: 'Music and effects while you play', checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Game sounds' })).toHaveAccessibleDescription(
      'Music and effects while you play',
    );
  },
};

export const Disabled: Story = { args: { checked: true, disabled: true, description: 'Set by your operator' } };

/** A settings list: each row is a switch, the whole row its target. */
export const Settings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Controlled {...args} label="Hide balance" description="Show ****** instead of the amount" />
      <Controlled {...args} label="Game sounds" checked />
      <Controlled {...args} label="Promotion news" description="Offers in your inbox" />
    </div>
  ),
};

export const Malay: Story = {
  args: { label: 'Sembunyikan baki', description: 'Tunjukkan ****** dan bukan jumlah sebenar', checked: true },
  globals: { language: 'ms' },
};

/** The thumb slides to the end edge, the left, when on. */
export const RightToLeft: Story = {
  args: { label: 'إخفاء الرصيد', description: 'إظهار ****** بدلاً من المبلغ', checked: true },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { args: { checked: true }, globals: { brand: 'emerald' } };
