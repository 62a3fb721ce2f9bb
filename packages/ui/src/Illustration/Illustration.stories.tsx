import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Illustration, illustrationKinds, illustrationSizes } from './Illustration.tsx';

const meta = {
  title: 'Content/Illustration',
  component: Illustration,
  tags: ['autodocs'],
  args: { kind: 'empty', size: 'medium' },
  argTypes: {
    kind: { control: 'select', options: illustrationKinds },
    size: { control: 'inline-radio', options: illustrationSizes },
  },
} satisfies Meta<typeof Illustration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: the text beside it says what happened.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every picture, two to a row, at the size an empty list shows it. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1rem' }}>
      {illustrationKinds.map((kind) => (
        <figure key={kind} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: '0.25rem' }}>
          <Illustration {...args} kind={kind} />
          <figcaption style={{ fontSize: '0.75rem' }}>{kind}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const kinds = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.dataset.illustration);
    await expect(kinds).toEqual([...illustrationKinds]);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.5rem' }}>
      {illustrationSizes.map((size) => (
        <Illustration key={size} {...args} kind="search" size={size} />
      ))}
    </div>
  ),
};

/** A picture that carries meaning of its own is an image with a name. */
export const Labelled: Story = {
  args: { kind: 'offline', label: 'No connection' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No connection' })).toBeVisible();
  },
};

/** The same drawings in the second brand's colours. */
export const SecondBrand: Story = { ...Gallery, globals: { brand: 'emerald' } };
