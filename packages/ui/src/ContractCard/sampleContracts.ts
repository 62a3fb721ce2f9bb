import type { Contract } from './ContractCard.tsx';

/** One contract of each kind, for stories, with its figures formatted as the app hands them over. */
export const sampleContracts = {
  dailyWage: {
    id: 'c-1',
    kind: 'dailyWage',
    proposer: 'agent01',
    proposedAt: '2024-12-02',
    status: 'pending',
    tiers: [
      { requirement: 'RM 10,000.00', activeMembers: '5', reward: 'RM 100.00' },
      { requirement: 'RM 50,000.00', activeMembers: '10', reward: 'RM 600.00' },
      { requirement: 'RM 200,000.00', activeMembers: '20', reward: 'RM 3,000.00' },
    ],
  },
  hourlyWage: {
    id: 'c-2',
    kind: 'hourlyWage',
    proposer: 'agent01',
    proposedAt: '2024-12-03',
    status: 'accepted',
    tiers: [
      { requirement: 'RM 1,000.00', reward: 'RM 5.00' },
      { requirement: 'RM 5,000.00', reward: 'RM 30.00' },
    ],
  },
  dividend: {
    id: 'c-3',
    kind: 'dividend',
    proposer: 'agent02',
    proposedAt: '2024-12-04',
    status: 'rejected',
    tiers: [
      { requirement: 'RM 100,000.00', activeMembers: '10', reward: '20%' },
      { requirement: 'RM 500,000.00', activeMembers: '30', reward: '35%' },
    ],
  },
} satisfies Record<string, Contract>;
