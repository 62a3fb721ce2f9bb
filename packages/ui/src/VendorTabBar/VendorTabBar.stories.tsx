import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleVendors } from './sampleVendors.ts';
import { VendorTabBar } from './VendorTabBar.tsx';

const meta = {
  title: 'Games/VendorTabBar',
  component: VendorTabBar,
  tags: ['autodocs'],
  args: { vendors: sampleVendors(), selected: null, onSelect: fn() },
  argTypes: {
    selected: {
      control: 'select',
      options: ['all', ...sampleVendors().map((v) => v.vassalage)],
      mapping: { all: null },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VendorTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'PP Gaming' }));
    await expect(args.onSelect).toHaveBeenCalledWith('PP');
  },
};

function offCentre(canvasElement: HTMLElement, name: string): number {
  const strip = canvasElement.querySelector('fieldset');
  const tab = [...(strip?.querySelectorAll('button') ?? [])].find((button) => button.textContent === name);
  if (!strip || !tab) throw new globalThis.Error(`No tab named ${name}`);
  const stripBox = strip.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  return Math.abs(tabBox.left + tabBox.width / 2 - (stripBox.left + stripBox.width / 2));
}

/** Choosing a tab in the middle of the list scrolls it to the centre of the strip. */
export const SelectedTabCentred: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return <VendorTabBar {...args} selected={selected} onSelect={setSelected} />;
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'DS88 Gaming' }));
    await expect(canvas.getByRole('button', { name: 'DS88 Gaming' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(offCentre(canvasElement, 'DS88 Gaming')).toBeLessThan(2), { timeout: 2000 });
  },
};

export const PreselectedVendor: Story = {
  args: { selected: 'DIG' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(offCentre(canvasElement, 'DIG Gaming')).toBeLessThan(2));
  },
};

export const FewVendors: Story = { args: { vendors: sampleVendors(2) } };

export const RightToLeft: Story = { args: { selected: 'DS88' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
