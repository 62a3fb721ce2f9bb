import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  type ContractPeriod,
  ContractProposalEditor,
  type ContractProposalEditorProps,
  type ProposalTier,
} from './ContractProposalEditor.tsx';
import { type DownlineMember, DownlinePicker } from './DownlinePicker.tsx';

const members: DownlineMember[] = [
  { userName: 'demo01', detail: 'Joined 2024-10-02', state: 'awaiting', disabled: true },
  { userName: 'lucky_star88', detail: 'Joined 2024-11-15', state: 'accepted' },
  { userName: 'mei_ling', detail: 'Joined 2024-11-30', state: 'rejected' },
  { userName: 'ahmad_razak', detail: 'Joined 2024-12-01' },
];

const tiers: ProposalTier[] = [
  { id: 't1', threshold: '10000', rate: '0.5', thresholdText: 'RM 10,000.00', rateText: '0.5%' },
  { id: 't2', threshold: '50000', rate: '0.8', thresholdText: 'RM 50,000.00', rateText: '0.8%' },
];

// As the app formats money (the domain's formatMoney): the symbol, a no-break space, grouped with 2 decimals.
const money = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const decimal = /^\d+(?:\.\d+)?$/;

/** The app's side, for the stories: it holds the rows and reads each valid one back, formatted. */
function Controlled(args: ContractProposalEditorProps & { member?: string }) {
  const [rows, setRows] = useState(args.tiers);
  const [period, setPeriod] = useState<ContractPeriod>(args.period);
  const [member, setMember] = useState(args.member ?? '');
  const [next, setNext] = useState(args.tiers.length + 1);
  return (
    <ContractProposalEditor
      {...args}
      period={period}
      onPeriodChange={(value) => {
        setPeriod(value);
        args.onPeriodChange?.(value);
      }}
      downlinePicker={<DownlinePicker members={members} value={member} onValueChange={setMember} />}
      tiers={rows}
      onTierChange={(id, field, value) => {
        args.onTierChange(id, field, value);
        setRows((current) =>
          current.map((row) => {
            if (row.id !== id) return row;
            const updated = { ...row, [field]: value, errors: { ...row.errors, [field]: undefined } };
            const valid = decimal.test(updated.threshold) && decimal.test(updated.rate);
            return {
              ...updated,
              thresholdText: valid ? `RM\u00a0${money.format(Number(updated.threshold))}` : undefined,
              rateText: valid ? `${updated.rate}%` : undefined,
            };
          }),
        );
      }}
      onAddTier={
        args.onAddTier &&
        (() => {
          args.onAddTier?.();
          setRows((current) => [...current, { id: `t${next}`, threshold: '', rate: '' }]);
          setNext(next + 1);
        })
      }
      onRemoveTier={
        args.onRemoveTier &&
        ((id) => {
          args.onRemoveTier?.(id);
          setRows((current) => current.filter((row) => row.id !== id));
        })
      }
    />
  );
}

const meta = {
  title: 'Agent/ContractProposalEditor',
  component: ContractProposalEditor,
  tags: ['autodocs'],
  args: {
    kind: 'dailyWage',
    periods: ['day'],
    period: 'day',
    downlinePicker: null,
    tiers,
    onTierChange: fn(),
    onAddTier: fn(),
    onRemoveTier: fn(),
    maxTiers: 5,
    currency: 'RM',
    onSubmit: fn(),
  },
  render: (args) => <Controlled {...args} member="lucky_star88" />,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '30rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContractProposalEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DailyWage: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Daily wage contract' })).toBeVisible();
    await expect(canvas.getByText('Settlement: Daily')).toBeVisible();
    const first = within(canvas.getByRole('listitem', { name: 'Tier 1' }));
    await expect(first.getByText('≥ RM 10,000.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add tier' }));
    await expect(args.onAddTier).toHaveBeenCalledTimes(1);
    const third = within(canvas.getByRole('listitem', { name: 'Tier 3' }));
    await expect(third.getByRole('textbox', { name: 'Daily valid bet' })).toHaveFocus();
    await userEvent.keyboard('200000');
    await userEvent.type(third.getByRole('textbox', { name: 'Rate' }), '1.2');
    await expect(third.getByText('≥ RM 200,000.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tier 2' }));
    await expect(args.onRemoveTier).toHaveBeenCalledWith('t2');
    await userEvent.click(canvas.getByRole('button', { name: 'Send proposal' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A dividend settles by half a month or by the month: the agent chooses. */
export const Dividend: Story = {
  args: {
    kind: 'dividend',
    periods: ['half-month', 'month'],
    period: 'half-month',
    onPeriodChange: fn(),
    tiers: [{ id: 't1', threshold: '5000', rate: '20', thresholdText: 'RM 5,000.00', rateText: '20%' }],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Half-monthly' })).toBeChecked();
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('month');
    // One row left: nothing to remove.
    await expect(canvas.queryByRole('button', { name: /Remove tier/ })).toBeNull();
  },
};

/** The kind as tabs over the form, for a page that offers all three. */
export const WithKinds: Story = {
  args: { onKindChange: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Daily wage' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Dividend' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('dividend');
  },
};

/** The app's messages: on the member, on each field of a row, and for the proposal as a whole. */
export const Errors: Story = {
  args: {
    tiers: [
      { id: 't1', threshold: '', rate: '0.5', errors: { threshold: 'Enter an amount of 0 or more.' } },
      { id: 't2', threshold: '50000', rate: '120', errors: { rate: 'Enter a rate from 0 to 100.' } },
    ],
    error: 'This member already has a contract of this kind awaiting review.',
  },
  render: (args) => (
    <ContractProposalEditor
      {...args}
      downlinePicker={
        <DownlinePicker members={members} value="" onValueChange={() => {}} error="Choose a downline member." />
      }
    />
  ),
  play: async ({ canvas }) => {
    const second = within(canvas.getByRole('listitem', { name: 'Tier 2' }));
    await expect(second.getByRole('textbox', { name: 'Rate' })).toHaveAccessibleDescription(
      'Enter a rate from 0 to 100.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This member already has a contract of this kind awaiting review.',
    );
  },
};

export const AtMostFiveTiers: Story = {
  args: {
    tiers: ['10,000', '50,000', '100,000', '200,000', '500,000'].map((amount, index) => ({
      id: `t${index + 1}`,
      threshold: amount.replaceAll(',', ''),
      rate: String(0.5 + index * 0.25),
      thresholdText: `RM ${amount}.00`,
      rateText: `${0.5 + index * 0.25}%`,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add tier' })).toBeDisabled();
    await expect(canvas.getByText('Up to 5 tiers.')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send proposal' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoDownline: Story = {
  render: (args) => (
    <ContractProposalEditor
      {...args}
      downlinePicker={<DownlinePicker members={[]} value="" onValueChange={() => {}} />}
    />
  ),
};

export const Malay: Story = {
  args: { kind: 'hourlyWage', periods: ['hour'], period: 'hour' },
  globals: { language: 'ms' },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { args: Dividend.args, globals: { brand: 'emerald' } };
