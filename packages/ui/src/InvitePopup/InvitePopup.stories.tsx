import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InvitePopup } from './InvitePopup.tsx';

const link = 'https://m.example.com/m/register?affiliateCode=AB12CD';

const meta = {
  title: 'Overlays/InvitePopup',
  component: InvitePopup,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), onCopied: fn(), link, maskGuardMs: 300 },
} satisfies Meta<typeof InvitePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkAndQrCode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Invite friends' });
    await expect(within(dialog).getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Invite link' })).toHaveValue(link);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy: Invite link' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/Copy successful|press and hold/));
  },
};

export const WithCode: Story = { args: { code: 'AB12CD' } };

/** The words a screen may set: an agent inviting downline rather than a player inviting friends. */
export const AgentWords: Story = {
  args: {
    title: 'Invite downline',
    description: 'New members who sign up with your link join your team.',
    code: 'AGENT01',
  },
};

export const Malay: Story = { args: { code: 'AB12CD' }, globals: { language: 'ms' } };

export const RightToLeft: Story = { args: { title: 'ادعُ أصدقاءك', code: 'AB12CD' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
