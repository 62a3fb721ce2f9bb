import * as z from 'zod/mini';
import { call, read } from './call.ts';
import type { ApiClients } from './client.ts';
import type { components } from './generated/wps.ts';
import type { ApiResult } from './result.ts';
import { sessionTypeSchema } from './session.ts';

type Schemas = components['schemas'];
export type Contract = Schemas['Contract'];
export type Contracts = Schemas['Contracts'];
export type ContractKind = Schemas['ContractKind'];
export type ContractCheck = Schemas['ContractCheck'];
export type ContractProposal = Schemas['ContractProposal'];
export type Downline = Schemas['Downline'];

const contractSchema: z.ZodMiniType<Contract> = z.object({
  id: z.int(),
  kind: z.enum(['daily', 'hourly', 'dividend']),
  agent: z.string(),
  member: z.string(),
  rate: z.number(),
  threshold: z.number(),
  period: z.enum(['day', 'hour', 'half-month', 'month']),
  status: z.enum(['pending', 'accepted', 'rejected']),
  proposedAt: z.int(),
  reviewedAt: z.nullable(z.int()),
});
const contractsSchema: z.ZodMiniType<Contracts> = z.object({
  proposed: z.array(contractSchema),
  received: z.array(contractSchema),
});
const contractCheckSchema: z.ZodMiniType<ContractCheck> = z.object({
  dailysalreqtype: z.boolean(),
  divtypecompperiodreq: z.boolean(),
  contracthoursalreq: z.boolean(),
});

/** GET /wps/relay/MCSFE_checkContracts: which kinds await this member's review. */
export function checkContracts(clients: ApiClients): Promise<ApiResult<ContractCheck>> {
  return read(
    (signal) => clients.wps.GET('/wps/relay/MCSFE_checkContracts', { signal }),
    contractCheckSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/relay/MCSFE_downline: the caller's direct downline. */
export function listDownline(clients: ApiClients): Promise<ApiResult<Downline[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/relay/MCSFE_downline', { signal }),
    z.array(z.object({ userName: z.string(), type: sessionTypeSchema, registeredAt: z.int() })),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/relay/MCSFE_get{DailySalary,HourSalary,Dividend}Contract. */
export function fetchContracts(clients: ApiClients, kind: ContractKind): Promise<ApiResult<Contracts>> {
  return read(
    (signal) => {
      switch (kind) {
        case 'daily':
          return clients.wps.GET('/wps/relay/MCSFE_getDailySalaryContract', { signal });
        case 'hourly':
          return clients.wps.GET('/wps/relay/MCSFE_getHourSalaryContract', { signal });
        case 'dividend':
          return clients.wps.GET('/wps/relay/MCSFE_getDividendContract', { signal });
      }
    },
    contractsSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** POST /wps/relay/MCSFE_propose{...}Contract: an agent proposes to a direct downline member. */
export function proposeContract(
  clients: ApiClients,
  kind: ContractKind,
  proposal: ContractProposal,
): Promise<ApiResult<Contract>> {
  return call(
    (signal) => {
      const init = { body: proposal, signal };
      switch (kind) {
        case 'daily':
          return clients.wps.POST('/wps/relay/MCSFE_proposeDailySalaryContract', init);
        case 'hourly':
          return clients.wps.POST('/wps/relay/MCSFE_proposeHourSalaryContract', init);
        case 'dividend':
          return clients.wps.POST('/wps/relay/MCSFE_proposeDividendContract', init);
      }
    },
    contractSchema,
    clients.timeoutMs,
  );
}

/** POST /wps/relay/MCSFE_process{...}Contract: the member accepts or rejects, once. */
export function reviewContract(
  clients: ApiClients,
  kind: ContractKind,
  contractId: number,
  decision: 'accept' | 'reject',
): Promise<ApiResult<Contract>> {
  return call(
    (signal) => {
      const init = { body: { contractId, decision }, signal };
      switch (kind) {
        case 'daily':
          return clients.wps.POST('/wps/relay/MCSFE_processDailySalaryContract', init);
        case 'hourly':
          return clients.wps.POST('/wps/relay/MCSFE_processHourSalaryContract', init);
        case 'dividend':
          return clients.wps.POST('/wps/relay/MCSFE_processDividendContract', init);
      }
    },
    contractSchema,
    clients.timeoutMs,
  );
}
