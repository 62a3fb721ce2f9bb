import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CategoryRail, type CategoryRailProps } from './CategoryRail.tsx';
import { sampleCategories, sampleCategoriesMalay } from './sampleCategories.ts';

const meta = {
  title: 'Games/CategoryRail',
  component: CategoryRail,
  tags: ['autodocs'],
  args: { categories: sampleCategories, selected: 'HOT', onSelect: fn() },
} satisfies Meta<typeof CategoryRail>;

export default meta;
type Story = StoryObj<typeof meta>;

function Panel({ label }: { label: string }) {
  return <p style={{ margin: 0, padding: '1.5rem 0', textAlign: 'center', opacity: 0.8 }}>{label}</p>;
}

function Controlled(args: CategoryRailProps) {
  const [selected, setSelected] = useState(args.selected);
  const category = args.categories.find((item) => item.id === selected);
  return (
    <CategoryRail
      {...args}
      selected={selected}
      onSelect={(id) => {
        setSelected(id);
        args.onSelect(id);
      }}
    >
      <Panel label={`${category?.label ?? ''} games`} />
    </CategoryRail>
  );
}

export const Hot: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const hot = canvas.getByRole('tab', { name: 'Hot' });
    await expect(hot).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Hot' })).toHaveTextContent('Hot games');
    await userEvent.click(canvas.getByRole('tab', { name: 'Fishing' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('FISH');
    await expect(canvas.getByRole('tabpanel', { name: 'Fishing' })).toHaveTextContent('Fishing games');
  },
};

/** Arrow keys move along the rail and choose as they go; Home and End jump to the ends. */
export const Keyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Hot' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Recent' })).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith('RECENT');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'In-house' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'In-house' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A category far along the rail is scrolled into view when chosen. */
export const ChosenFarAlong: Story = { args: { selected: 'COCKFIGHT' }, render: (args) => <Controlled {...args} /> };

/** Only the rail, for a screen that draws the panel elsewhere. */
export const WithoutPanel: Story = {
  args: { categories: sampleCategories.slice(0, 4), selected: 'RECENT' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
  },
};

export const Malay: Story = {
  args: { categories: sampleCategoriesMalay, selected: 'LIVE' },
  globals: { language: 'ms' },
  render: (args) => <Controlled {...args} />,
};

export const RightToLeft: Story = {
  args: {
    categories: [
      { id: 'HOT', label: 'الأكثر رواجًا', icon: 'hot' },
      { id: 'RECENT', label: 'الأخيرة', icon: 'recent' },
      { id: 'RNG', label: 'سلوتس', icon: 'slots' },
      { id: 'FISH', label: 'صيد السمك', icon: 'fishing' },
      { id: 'LIVE', label: 'كازينو مباشر', icon: 'live' },
      { id: 'SPORTS', label: 'رياضة', icon: 'sports' },
    ],
    selected: 'RECENT',
  },
  globals: { direction: 'rtl' },
  render: (args) => <Controlled {...args} />,
};

export const SecondBrand: Story = { globals: { brand: 'emerald' }, render: (args) => <Controlled {...args} /> };
