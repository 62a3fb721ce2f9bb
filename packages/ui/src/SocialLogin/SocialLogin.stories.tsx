import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SocialLinks } from './SocialLinks.tsx';
import { SocialLogin, socialLoginProviders } from './SocialLogin.tsx';

const meta = {
  title: 'Forms/SocialLogin',
  component: SocialLogin,
  tags: ['autodocs'],
  args: { providers: socialLoginProviders, onSelect: fn(), pending: null },
} satisfies Meta<typeof SocialLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('or continue with')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSelect).toHaveBeenCalledWith('GOOGLE');
  },
};

export const FacebookOnly: Story = { args: { providers: ['FACEBOOK'] } };

/** Google's page is on its way: the ring turns and another tap does nothing. */
export const Pending: Story = {
  args: { pending: 'GOOGLE' },
  play: async ({ args, canvas }) => {
    const google = canvas.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** No provider enabled (or the agent page): no block at all. */
export const NoneEnabled: Story = {
  args: { providers: [] },
  parameters: { visual: { skip: 'renders nothing: there is no picture to compare' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The footer's row of the merchant's social pages, with the same marks. */
export const FooterLinks: Story = {
  render: () => (
    <SocialLinks
      links={[
        { type: 'YOUTUBE', href: 'https://www.youtube.com/' },
        { type: 'FACEBOOK', href: 'https://www.facebook.com/' },
        { type: 'INSTAGRAM', href: 'https://www.instagram.com/' },
        { type: 'WHATSAPP', href: 'https://wa.me/' },
        { type: 'TELEGRAM', href: 'https://t.me/' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Follow us' });
    await expect(list.children).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
  },
};

export const Malay: Story = { globals: { language: 'ms' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { args: { pending: 'FACEBOOK' }, globals: { brand: 'emerald' } };
