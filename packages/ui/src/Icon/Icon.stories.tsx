import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames, iconSizes } from './Icon.tsx';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'home', size: 'medium' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const All: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem', inlineSize: '5rem' }}>
          <Icon name={name} size={args.size} />
          <span style={{ fontSize: '0.75rem' }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Decorative everywhere: the control holding an icon names it.
    for (const svg of canvasElement.querySelectorAll('svg')) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const BackArrowRightToLeft: Story = {
  args: { name: 'back', size: 'large' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg && getComputedStyle(svg).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};
