import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Contract } from '../ContractCard/ContractCard.tsx';
import { ContractReviewDialog } from './ContractReviewDialog.tsx';

const contract: Contract = {
  id: 'c-9',
  kind: 'dailyWage',
  proposer: 'agent01',
  proposedAt: '2024-12-02',
  status: 'pending',
  tiers: [{ requirement: 'RM 10,000.00', activeMembers: '5', reward: 'RM 150.00' }],
};

describe('ContractReviewDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a modal named by the contract that hands back the decision and the contract, from the keyboard too', async () => {
    const onDecide = vi.fn();
    await render(
      <ContractReviewDialog open contract={contract} maskGuardMs={300} onDecide={onDecide} onClose={() => {}} />,
    );
    const dialog = page.getByRole('dialog', { name: 'Daily wage contract' });
    await expect.element(dialog).toBeVisible();
    expect((dialog.element() as HTMLDialogElement).matches(':modal')).toBe(true);
    page.getByRole('button', { name: 'Reject' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onDecide).toHaveBeenLastCalledWith('reject', contract);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onDecide).toHaveBeenLastCalledWith('accept', contract);
    expect(onDecide).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed by a stray tap on the mask, even after the guard time', async () => {
    vi.useFakeTimers({ toFake: ['performance', 'Date'] });
    const onClose = vi.fn();
    await render(
      <ContractReviewDialog open contract={contract} maskGuardMs={300} onDecide={() => {}} onClose={onClose} />,
    );
    const dialog = page.getByRole('dialog', { name: 'Daily wage contract' }).element() as HTMLDialogElement;
    // Well past the 300 ms in which any dialog ignores the mask.
    vi.advanceTimersByTime(600);
    dialog.click();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets Escape put the decision off without deciding', async () => {
    const onClose = vi.fn();
    const onDecide = vi.fn();
    await render(
      <ContractReviewDialog open contract={contract} maskGuardMs={300} onDecide={onDecide} onClose={onClose} />,
    );
    await expect.element(page.getByRole('dialog', { name: 'Daily wage contract' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('holds both choices while a rejection is on its way and shows why a decision failed', async () => {
    const onDecide = vi.fn();
    await render(
      <ContractReviewDialog
        open
        contract={contract}
        maskGuardMs={300}
        onDecide={onDecide}
        onClose={() => {}}
        pending="reject"
        error="Network error, try again."
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Reject' })).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Reject' }));
    expect(onDecide).not.toHaveBeenCalled();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Network error, try again.');
  });

  it('shows the terms inside the dialog without a second heading', async () => {
    await render(
      <ContractReviewDialog open contract={contract} maskGuardMs={300} onDecide={() => {}} onClose={() => {}} />,
    );
    const dialog = page.getByRole('dialog', { name: 'Daily wage contract' });
    await expect.element(dialog.getByRole('cell', { name: 'RM 150.00' })).toBeVisible();
    expect(dialog.getByRole('heading').elements()).toHaveLength(1);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });
});
