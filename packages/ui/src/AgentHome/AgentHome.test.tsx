import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/index.ts';
import { AgentHome, type AgentHomeProps } from './AgentHome.tsx';

const props: AgentHomeProps = {
  agentName: 'agent01',
  balance: { text: 'RM 1,234.56', state: 'shown' },
  summary: [
    { id: 'downline', label: 'Direct downline', value: '18' },
    { id: 'bets', label: 'Team valid bet today', value: 'RM 48,250.00' },
  ],
  actions: [
    { id: 'daily', label: 'Daily wage contracts', icon: 'contract', href: '/m/member/agent/getSalaryContract' },
    { id: 'reports', label: 'Reports', icon: 'chart', onSelect: () => {} },
  ],
};

describe('AgentHome', () => {
  it('greets the agent by name and shows the wallet as the app formats it', async () => {
    await render(<AgentHome {...props} agentType="Member agent" />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'agent01' })).toBeVisible();
    await expect.element(page.getByText('Welcome back')).toBeVisible();
    await expect.element(page.getByText('Member agent')).toBeVisible();
    await expect.element(page.getByText('RM 1,234.56')).toBeVisible();
  });

  it('lists the summary as terms and figures', async () => {
    await render(<AgentHome {...props} />);
    const terms = page
      .getByRole('term')
      .elements()
      .map((term) => term.textContent);
    const figures = page
      .getByRole('definition')
      .elements()
      .map((figure) => figure.textContent);
    expect(terms).toEqual(['Direct downline', 'Team valid bet today']);
    expect(figures).toEqual(['18', 'RM 48,250.00']);
  });

  it('keeps the figures’ places while they load', async () => {
    await render(<AgentHome {...props} loading />);
    await expect.element(page.getByText('RM 48,250.00')).not.toBeInTheDocument();
    expect(page.getByRole('definition').elements()).toHaveLength(2);
    await expect.element(page.getByRole('definition').first()).not.toBeEmptyDOMElement();
  });

  it('leads to the contracts awaiting review, counted, only when some are', async () => {
    const onSelect = vi.fn();
    const screen = await render(<AgentHome {...props} awaitingReview={{ count: '3', onSelect }} />);
    await userEvent.click(page.getByRole('button', { name: 'Contracts awaiting review 3 awaiting review' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    await screen.rerender(<AgentHome {...props} awaitingReview={{ count: '', onSelect }} />);
    await expect.element(page.getByText('Contracts awaiting review')).not.toBeInTheDocument();
  });

  it('opens each quick action as a link or a button, with its awaiting count in its name', async () => {
    const onSelect = vi.fn();
    await render(
      <AgentHome
        {...props}
        actions={[
          { ...props.actions[0], awaiting: '99+' } as AgentHomeProps['actions'][number],
          { id: 'reports', label: 'Reports', icon: 'chart', onSelect },
        ]}
      />,
    );
    const nav = page.getByRole('navigation', { name: 'Quick actions' });
    await expect
      .element(nav.getByRole('link', { name: 'Daily wage contracts 99+ awaiting review' }))
      .toHaveAttribute('href', '/m/member/agent/getSalaryContract');
    await userEvent.click(nav.getByRole('button', { name: 'Reports' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('gives every quick action a 44 px target and keeps the page inside a 360 px phone', async () => {
    const many = ['Daily wage contracts', 'Hourly wage contracts', 'Dividend contracts', 'Downline', 'Reports'];
    const { container } = await render(
      <div className={darkTheme} style={{ inlineSize: '360px' }}>
        <AgentHome
          {...props}
          agentName="ejen_utama_kawasan_selatan_2024"
          actions={many.map((label) => ({ id: label, label, icon: 'contract' as const, href: '#' }))}
        />
      </div>,
    );
    for (const link of container.querySelectorAll('a')) {
      const box = link.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(360);
    }
    const heading = page.getByRole('heading', { level: 1 }).element().getBoundingClientRect();
    expect(heading.width).toBeGreaterThan(0);
    expect(heading.right).toBeLessThanOrEqual(360);
  });
});
