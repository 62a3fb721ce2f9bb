import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/index.ts';
import { type Translate, UiTextProvider } from '../UiText/UiText.tsx';
import { type Contract, ContractCard } from './ContractCard.tsx';

const hourly: Contract = {
  id: 3,
  kind: 'hourlyWage',
  proposer: 'agent07',
  proposedAt: '2025-03-09',
  status: 'pending',
  tiers: [
    { requirement: 'RM 1,500.00', reward: 'RM 12.50' },
    { requirement: 'RM 1,234,567.89', activeMembers: '1,200', reward: 'RM 100.00' },
  ],
};

describe('ContractCard', () => {
  it('is an article named by its contract, with a row per tier and each figure as given', async () => {
    await render(<ContractCard contract={hourly} />);
    const card = page.getByRole('article', { name: 'Hourly wage contract' });
    await expect.element(card.getByRole('heading', { name: 'Hourly wage contract', level: 3 })).toBeVisible();
    await expect.element(card.getByText('Proposed by agent07 on 2025-03-09')).toBeVisible();
    const rows = card.getByRole('row').elements();
    expect(rows.map((row) => row.textContent)).toEqual([
      'TierHourly valid betActive membersHourly wage',
      '1≥ RM 1,500.00-RM 12.50',
      '2≥ RM 1,234,567.89≥ 1,200RM 100.00',
    ]);
    await expect.element(card.getByRole('rowheader', { name: '2' })).toBeVisible();
  });

  it('shows a dividend under its own headings, the rate and the date exactly as the app wrote them', async () => {
    await render(
      <ContractCard
        contract={{
          ...hourly,
          kind: 'dividend',
          proposedAt: '05/01/2024',
          status: 'accepted',
          tiers: [{ requirement: '$0', reward: '7.5 %' }],
        }}
      />,
    );
    const card = page.getByRole('article', { name: 'Dividend contract' });
    await expect.element(card.getByText('Proposed by agent07 on 05/01/2024')).toBeVisible();
    await expect.element(card.getByRole('columnheader', { name: 'Net loss in period' })).toBeVisible();
    await expect.element(card.getByRole('columnheader', { name: 'Dividend rate' })).toBeVisible();
    await expect.element(card.getByRole('cell', { name: '7.5 %' })).toBeVisible();
    await expect.element(card.getByRole('cell', { name: '≥ $0' })).toBeVisible();
    await expect.element(card.getByText('Accepted')).toBeVisible();
  });

  it('sets its figures in digits of equal width, so the tiers line up', async () => {
    await render(<ContractCard contract={hourly} />);
    for (const name of ['≥ RM 1,500.00', '≥ 1,200', 'RM 100.00']) {
      expect(getComputedStyle(page.getByRole('cell', { name }).element()).fontVariantNumeric, name).toBe(
        'tabular-nums',
      );
    }
  });

  it('drops its heading and name when headless, for a dialog that already carries them', async () => {
    await render(<ContractCard contract={hourly} headless />);
    await expect.element(page.getByRole('table')).toBeVisible();
    await expect.element(page.getByRole('heading')).not.toBeInTheDocument();
    await expect.element(page.getByText('Awaiting your review')).not.toBeInTheDocument();
    await expect.element(page.getByRole('article', { name: 'Hourly wage contract' })).not.toBeInTheDocument();
  });

  it("speaks the app's language", async () => {
    const words: Record<string, string> = {
      'content:contract.hourlyWage': '时工资契约',
      'content:contract.pending': '待审核',
      'content:contract.proposedBy': '{{agent}} 于 {{date}} 提出',
    };
    const translate: Translate = (key, { defaultValue, ...values }) =>
      (words[key] ?? defaultValue).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
    await render(
      <UiTextProvider t={translate}>
        <ContractCard contract={hourly} />
      </UiTextProvider>,
    );
    const card = page.getByRole('article', { name: '时工资契约' });
    await expect.element(card.getByText('待审核')).toBeVisible();
    await expect.element(card.getByText('agent07 于 2025-03-09 提出')).toBeVisible();
  });

  it('keeps each figure and the date on one line in a 360 px dialog: "≥ RM 10,000.00" whole', async () => {
    const daily: Contract = {
      ...hourly,
      kind: 'dailyWage',
      tiers: [{ requirement: 'RM 10,000.00', activeMembers: '1,200', reward: 'RM 3,000.00' }],
    };
    // A contract in the review dialog on a 360 px phone: 360 less the dialog's and its body's margins, in Malay.
    const malay: Translate = (key, { defaultValue, ...values }) =>
      (key === 'content:contract.proposedBy' ? 'Dicadangkan oleh {{agent}} pada {{date}}' : defaultValue).replace(
        /\{\{(\w+)\}\}/g,
        (_, name: string) => String(values[name]),
      );
    await render(
      <div className={darkTheme} style={{ inlineSize: '296px' }}>
        <UiTextProvider t={malay}>
          <ContractCard contract={daily} headless />
        </UiTextProvider>
      </div>,
    );
    const dateNode = [
      ...page
        .getByText(/Dicadangkan/)
        .element()
        .querySelectorAll('*'),
    ]
      .concat(page.getByText(/Dicadangkan/).element())
      .flatMap((element) => [...element.childNodes])
      .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('2025-03-09'));
    const date = document.createRange();
    const at = dateNode?.textContent?.indexOf('2025-03-09') ?? -1;
    date.setStart(dateNode as Node, at);
    date.setEnd(dateNode as Node, at + '2025-03-09'.length);
    expect(date.getClientRects().length, 'the date on one line').toBe(1);
    for (const cell of page.getByRole('cell').elements()) {
      const lineHeight = Number.parseFloat(getComputedStyle(cell).lineHeight);
      const text = document.createRange();
      text.selectNodeContents(cell);
      expect(text.getClientRects().length, cell.textContent ?? '').toBe(1);
      expect(text.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight);
    }
    const table = page.getByRole('table').element();
    expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(296);
  });
});
