import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogProps, dialogPlacements } from './Dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    title: 'Announcement',
    maskGuardMs: 300,
    children: <p>The platform will be upgraded tonight between 02:00 and 04:00.</p>,
  },
  argTypes: { placement: { control: 'inline-radio', options: dialogPlacements } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by a button, as in the app, so a test can click the mask right after the opening tap. */
function Opener(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Open: Story = {
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Announcement' });
    await expect(dialog).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The 300 ms guard to the millisecond is in Dialog.test.tsx with fake clocks; here, a real wait past it. */
export const MaskClickCloses: Story = {
  args: { open: false },
  render: (args) => <Opener {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = canvas.getByRole('dialog', { name: 'Announcement' });
    await new Promise((resolve) => setTimeout(resolve, 350));
    // The mask is the <dialog> element itself; its panel takes every click inside the box.
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  },
};

export const ClicksInsideDoNotClose: Story = {
  args: { open: false },
  render: (args) => <Opener {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await new Promise((resolve) => setTimeout(resolve, 350));
    await userEvent.click(canvas.getByText(/upgraded tonight/));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const EscapeAsksToClose: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // The app owns the open state: the dialog stays until it is told otherwise.
    await expect(canvas.getByRole('dialog')).toHaveAttribute('open');
  },
};

export const WithActions: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Later</Button>
        <Button>Read</Button>
      </>
    ),
  },
};

export const BottomSheet: Story = { args: { placement: 'bottom' } };

export const StartDrawer: Story = { args: { placement: 'start', title: 'Menu' } };

export const StartDrawerRightToLeft: Story = {
  args: { placement: 'start', title: 'القائمة' },
  globals: { direction: 'rtl' },
};

export const MaskDisabled: Story = {
  args: { open: false, closeOnMask: false },
  render: (args) => <Opener {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await new Promise((resolve) => setTimeout(resolve, 350));
    await userEvent.click(canvas.getByRole('dialog'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
