import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: {
    errors: [
      { id: 'username', message: 'Account format is incorrect' },
      { id: 'mobile', message: 'Enter your mobile number' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Errors: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ErrorSummary {...args} />
      <TextField id="username" label="Username" value="ab" error="Account format is incorrect" />
      <TextField id="mobile" label="Mobile number" type="tel" value="" error="Enter your mobile number" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('There is a problem');
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your mobile number' }));
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  },
};

export const OneError: Story = { args: { errors: [{ id: 'captcha', message: 'The captcha is incorrect' }] } };

export const OwnTitle: Story = {
  args: { title: 'Check your details', errors: [{ id: 'birthday', message: 'You must be 18 or older' }] },
};

export const Malay: Story = {
  args: {
    errors: [
      { id: 'username', message: 'Format akaun tidak betul' },
      { id: 'password', message: 'Kata laluan mestilah 6 hingga 16 aksara' },
    ],
  },
  globals: { language: 'ms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Terdapat masalah' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { title: 'هناك مشكلة', errors: [{ id: 'username', message: 'تنسيق الحساب غير صحيح' }] },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
