import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/index.ts';
import {
  ContractProposalEditor,
  type ContractProposalEditorProps,
  type ProposalTier,
} from './ContractProposalEditor.tsx';
import { DownlinePicker } from './DownlinePicker.tsx';

const base: ContractProposalEditorProps = {
  kind: 'dailyWage',
  periods: ['day'],
  period: 'day',
  downlinePicker: null,
  tiers: [{ id: 'a', threshold: '10000', rate: '0.5', thresholdText: 'RM 10,000.00', rateText: '0.5%' }],
  onTierChange: () => {},
  currency: 'RM',
  onSubmit: () => {},
};

/** The app's side: it holds the rows, adds and removes them. */
function Rows({ initial, maxTiers }: { initial: ProposalTier[]; maxTiers?: number }) {
  const [rows, setRows] = useState(initial);
  return (
    <ContractProposalEditor
      {...base}
      tiers={rows}
      maxTiers={maxTiers}
      onTierChange={(id, field, value) =>
        setRows((current) => current.map((row) => (row.id === id ? { ...row, [field]: value } : row)))
      }
      onAddTier={() => setRows((current) => [...current, { id: `n${current.length}`, threshold: '', rate: '' }])}
      onRemoveTier={(id) => setRows((current) => current.filter((row) => row.id !== id))}
    />
  );
}

describe('ContractProposalEditor', () => {
  it('names each tier and its fields by the contract’s kind, with the currency and the percent sign', async () => {
    const onTierChange = vi.fn();
    await render(<ContractProposalEditor {...base} kind="dividend" onTierChange={onTierChange} />);
    const tier = page.getByRole('listitem', { name: 'Tier 1' });
    const threshold = tier.getByRole('textbox', { name: 'Net loss in period' });
    await expect.element(threshold).toHaveValue('10000');
    await expect.element(threshold).toHaveAttribute('inputmode', 'decimal');
    await expect.element(tier.getByText('RM', { exact: true })).toBeVisible();
    await expect.element(tier.getByText('%', { exact: true })).toBeVisible();
    await userEvent.type(tier.getByRole('textbox', { name: 'Rate' }), '5');
    expect(onTierChange).toHaveBeenLastCalledWith('a', 'rate', '0.55');
    await expect.element(page.getByRole('heading', { name: 'Dividend contract' })).toBeVisible();
  });

  it('reads each valid tier back as the app formats it', async () => {
    await render(<ContractProposalEditor {...base} />);
    await expect.element(page.getByText('≥ RM 10,000.00')).toBeVisible();
    await expect.element(page.getByText('0.5%')).toBeVisible();
  });

  it('keeps "≥ RM 200,000.00" on one line in a 360 px phone’s card', async () => {
    await render(
      <div className={darkTheme} style={{ inlineSize: '328px' }}>
        <ContractProposalEditor
          {...base}
          tiers={[{ id: 'a', threshold: '200000', rate: '12.75', thresholdText: 'RM 200,000.00', rateText: '12.75%' }]}
          onRemoveTier={() => {}}
        />
      </div>,
    );
    const figure = page.getByText('≥ RM 200,000.00').element();
    const lineHeight = Number.parseFloat(getComputedStyle(figure).lineHeight);
    expect(figure.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    expect(figure.getBoundingClientRect().right).toBeLessThanOrEqual(328);
    // Where a longer figure meets a narrower card, it moves to a line of its own rather than breaking inside.
    expect(getComputedStyle(figure).whiteSpace).toBe('nowrap');
  });

  it('adds a tier and puts the cursor in it, up to the most allowed', async () => {
    await render(<Rows initial={[{ id: 'a', threshold: '1', rate: '1' }]} maxTiers={2} />);
    await userEvent.click(page.getByRole('button', { name: 'Add tier' }));
    await expect
      .element(page.getByRole('listitem', { name: 'Tier 2' }).getByRole('textbox', { name: 'Daily valid bet' }))
      .toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Add tier' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Add tier' })).toHaveAccessibleDescription('Up to 2 tiers.');
  });

  it('removes the tier asked for, keeps focus in the form, and never the last one', async () => {
    await render(
      <Rows
        initial={[
          { id: 'a', threshold: '1000', rate: '1' },
          { id: 'b', threshold: '2000', rate: '2' },
        ]}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Remove tier 1' }));
    await expect.element(page.getByRole('listitem')).toHaveLength(1);
    await expect
      .element(page.getByRole('listitem', { name: 'Tier 1' }).getByRole('textbox', { name: 'Daily valid bet' }))
      .toHaveValue('2000');
    await expect.element(page.getByRole('button', { name: 'Add tier' })).toHaveFocus();
    await expect.element(page.getByRole('button', { name: /Remove tier/ })).not.toBeInTheDocument();
  });

  it('shows the app’s errors on the fields they belong to, and the proposal’s own as an alert', async () => {
    await render(
      <ContractProposalEditor
        {...base}
        tiers={[{ id: 'a', threshold: '', rate: '101', errors: { rate: 'Enter a rate from 0 to 100.' } }]}
        error="This member already has a contract of this kind awaiting review."
      />,
    );
    const rate = page.getByRole('textbox', { name: 'Rate' });
    await expect.element(rate).toBeInvalid();
    await expect.element(rate).toHaveAccessibleDescription('Enter a rate from 0 to 100.');
    await expect.element(page.getByRole('textbox', { name: 'Daily valid bet' })).not.toBeInvalid();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This member already has a contract of this kind awaiting review.');
  });

  it('submits from the button and from Enter in a field, not while the last proposal is on its way', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<ContractProposalEditor {...base} onSubmit={onSubmit} />);
    await userEvent.click(page.getByRole('button', { name: 'Send proposal' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Rate' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await screen.rerender(<ContractProposalEditor {...base} onSubmit={onSubmit} submitting />);
    await userEvent.click(page.getByRole('button', { name: 'Send proposal' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Rate' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('offers a dividend’s two periods, and writes a wage’s one', async () => {
    const onPeriodChange = vi.fn();
    const screen = await render(
      <ContractProposalEditor
        {...base}
        kind="dividend"
        periods={['half-month', 'month']}
        period="half-month"
        onPeriodChange={onPeriodChange}
      />,
    );
    await expect.element(page.getByRole('radio', { name: 'Half-monthly' })).toBeChecked();
    await userEvent.click(page.getByText('Monthly', { exact: true }));
    expect(onPeriodChange).toHaveBeenCalledExactlyOnceWith('month');
    await screen.rerender(<ContractProposalEditor {...base} kind="hourlyWage" periods={['hour']} period="hour" />);
    await expect.element(page.getByRole('radio')).not.toBeInTheDocument();
    await expect.element(page.getByText('Settlement: Hourly')).toBeVisible();
  });

  it('offers the three kinds as tabs when the page lets the agent choose', async () => {
    const onKindChange = vi.fn();
    await render(<ContractProposalEditor {...base} onKindChange={onKindChange} />);
    const tabs = page.getByRole('tab').elements();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Daily wage', 'Hourly wage', 'Dividend']);
    await userEvent.click(page.getByRole('tab', { name: 'Hourly wage' }));
    expect(onKindChange).toHaveBeenCalledExactlyOnceWith('hourlyWage');
    await expect.element(page.getByRole('tabpanel').getByRole('button', { name: 'Send proposal' })).toBeVisible();
  });
});

describe('DownlinePicker', () => {
  const members = [
    { userName: 'demo01', state: 'awaiting' as const, disabled: true },
    { userName: 'lucky_star88', detail: 'Joined 2024-11-15', state: 'accepted' as const },
    { userName: 'mei_ling', state: 'rejected' as const },
    { userName: 'ahmad_razak' },
  ];

  it('offers each member with where their contract stands, and reports the choice', async () => {
    const onValueChange = vi.fn();
    await render(<DownlinePicker members={members} value="mei_ling" onValueChange={onValueChange} />);
    const group = page.getByRole('group', { name: 'Downline member' });
    await expect.element(group.getByRole('radio', { name: /mei_ling/ })).toBeChecked();
    await expect.element(group.getByText('Awaiting review')).toBeVisible();
    await expect.element(group.getByText('Accepted')).toBeVisible();
    await expect.element(group.getByText('Rejected')).toBeVisible();
    await expect.element(group.getByText('Joined 2024-11-15')).toBeVisible();
    await userEvent.click(group.getByText('ahmad_razak'));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('ahmad_razak');
  });

  it('refuses a member the app has ruled out', async () => {
    const onValueChange = vi.fn();
    await render(<DownlinePicker members={members} value="" onValueChange={onValueChange} />);
    await expect.element(page.getByRole('radio', { name: /demo01/ })).toBeDisabled();
    await userEvent.click(page.getByText('demo01'), { force: true });
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('describes the group with its error, and says when there is nobody to choose', async () => {
    const screen = await render(
      <DownlinePicker members={members} value="" onValueChange={() => {}} error="Choose a downline member." />,
    );
    await expect
      .element(page.getByRole('group', { name: 'Downline member' }))
      .toHaveAccessibleDescription('Choose a downline member.');
    await screen.rerender(<DownlinePicker members={[]} value="" onValueChange={() => {}} />);
    await expect.element(page.getByText('No direct downline members yet.')).toBeVisible();
  });
});
