import type { Contract } from './ContractCard.tsx';

/** One contract of each kind, for stories. */
export const sampleContracts = {
  dailyWage: {
    id: 'c-1',
    kind: 'dailyWage',
    proposer: 'agent01',
    proposedAt: '2024-12-02 10:00:00',
    status: 'pending',
    tiers: [
      { requirement: 10_000, activeMembers: 5, reward: 100 },
      { requirement: 50_000, activeMembers: 10, reward: 600 },
      { requirement: 200_000, activeMembers: 20, reward: 3000 },
    ],
  },
  hourlyWage: {
    id: 'c-2',
    kind: 'hourlyWage',
    proposer: 'agent01',
    proposedAt: '2024-12-03',
    status: 'accepted',
    tiers: [
      { requirement: 1_000, reward: 5 },
      { requirement: 5_000, reward: 30 },
    ],
  },
  dividend: {
    id: 'c-3',
    kind: 'dividend',
    proposer: 'agent02',
    proposedAt: '2024-12-04',
    status: 'rejected',
    tiers: [
      { requirement: 100_000, activeMembers: 10, reward: 20 },
      { requirement: 500_000, activeMembers: 30, reward: 35 },
    ],
  },
} satisfies Record<string, Contract>;
