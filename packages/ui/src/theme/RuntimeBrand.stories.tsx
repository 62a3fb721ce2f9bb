import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { sampleImage } from '../GameTile/sampleGames.ts';
import { Header } from '../Header/Header.tsx';
import { PromotionCard } from '../PromotionCard/PromotionCard.tsx';
import ruby from './brands/ruby.json' with { type: 'json' };
import { applyBrandTokens, BrandTokensError } from './runtimeBrand.ts';
import { darkTheme } from './themes.css.ts';

interface RuntimeBrandProps {
  /** The parsed JSON of a brand's token file, as an app gets it from `fetch`. */
  tokens: unknown;
  children: ReactNode;
}

/** What an app does with a brand it loads at run time: check it, set it on a subtree, undo it when it goes. */
function RuntimeBrand({ tokens, children }: RuntimeBrandProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<readonly string[]>([]);
  useLayoutEffect(() => {
    if (!ref.current) return;
    try {
      setProblems([]);
      return applyBrandTokens(tokens, ref.current);
    } catch (error) {
      if (!(error instanceof BrandTokensError)) throw error;
      setProblems(error.problems);
      return undefined;
    }
  }, [tokens]);
  return (
    <div ref={ref} className={darkTheme} style={{ display: 'grid', gap: '1rem', padding: '1rem' }}>
      {problems.length > 0 ? (
        <section aria-labelledby="refused">
          <h2 id="refused" style={{ margin: 0, fontSize: '1rem' }}>
            Brand refused, the page keeps its own
          </h2>
          <ul>
            {problems.map((problem) => (
              <li key={problem} style={{ overflowWrap: 'anywhere' }}>
                {problem}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {children}
    </div>
  );
}

function Sample() {
  return (
    <>
      <Header brandName="Ruby Palace" onLogoClick={() => {}} onLogin={() => {}} onRegister={() => {}} />
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
        <Button>Deposit</Button>
        <Button variant="secondary">Withdraw</Button>
        <Button variant="danger">Sign out</Button>
        <Badge text="7" />
      </div>
      <PromotionCard
        promotion={{
          id: 1,
          title: 'Weekend reload 30%',
          coverUrl: sampleImage('30%', 330),
          startDate: '2024-12-06',
          endDate: '2024-12-08',
        }}
        state="join"
        onOpen={() => {}}
        onAction={() => {}}
      />
    </>
  );
}

const meta = {
  title: 'Theme/RuntimeBrand',
  component: RuntimeBrand,
  tags: ['autodocs'],
  args: { tokens: ruby, children: <Sample /> },
} satisfies Meta<typeof RuntimeBrand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `brands/ruby.json`, a brand's token file, set on the page at run time: no build, no class. */
export const FromJson: Story = {
  play: async ({ canvas }) => {
    const deposit = canvas.getByRole('button', { name: 'Deposit' });
    await expect(getComputedStyle(deposit).backgroundColor).toBe('rgb(251, 113, 133)');
  },
};

/** A file that breaks the rules is refused whole, every reason listed, and the page keeps the brand it had. */
export const Refused: Story = {
  args: {
    tokens: { ...ruby, color: { ...ruby.color, primary: 'crimson', onPrimary: '#fb7185' }, brand: { name: 'Ruby' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('color.primary: expected a #rrggbb colour, got "crimson"')).toBeVisible();
    await expect(canvas.getByText('brand.logo: missing')).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Deposit' })).backgroundColor).toBe(
      'rgb(245, 184, 46)',
    );
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
