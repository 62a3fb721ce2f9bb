import * as agentApi from '@wl/api/agent';
import * as memberApi from '@wl/api/member';
import * as registrationApi from '@wl/api/registration';
import type { contractProposalMachine } from '@wl/domain/contract-proposal-machine';
import type { rankProgressMachine } from '@wl/domain/rank-progress-machine';
import type { SecurityOverview, securityCentreMachine, securityFormMachine } from '@wl/domain/security-centre-machine';
import { fromPromise } from 'xstate';
import { type ActorContext, type ImplementationsOf, navigation } from './actorContext.ts';

/** The VIP rank progress. */
export function rankProgressActors(context: ActorContext): ImplementationsOf<typeof rankProgressMachine> {
  const { clients, call } = context;
  return {
    actors: {
      fetchRankProgress: fromPromise(async () => call(memberApi.fetchRankProgress(clients))),
    },
  };
}

/** The security centre's overview: the member's info and whether a payment password is set. */
export function securityCentreActors(context: ActorContext): ImplementationsOf<typeof securityCentreMachine> {
  const { clients, call } = context;
  return {
    actors: {
      loadOverview: fromPromise(async (): Promise<SecurityOverview> => {
        const [profile, hasPaymentPassword] = await Promise.all([
          call(memberApi.fetchMemberInfo(clients)),
          call(memberApi.hasWithdrawalPassword(clients)),
        ]);
        return { profile, hasPaymentPassword };
      }),
    },
  };
}

/** A security form's: what it needs first (a field's rule, the payment password's state), and the change. */
export function securityFormActors(context: ActorContext): ImplementationsOf<typeof securityFormMachine> {
  const { clients, call, sessionFeed } = context;
  const navigate = navigation(context);
  return {
    actors: {
      prepareForm: fromPromise(async ({ input }) => {
        if (input.need === 'paymentPasswordState') {
          return { hasPaymentPassword: await call(memberApi.hasWithdrawalPassword(clients)) };
        }
        const rule = (await call(registrationApi.fetchRegisterValidation(clients)))[input.field];
        return rule ? { rule } : {};
      }),
      saveChange: fromPromise(async ({ input }) => {
        switch (input.form) {
          case 'nickname':
            await call(memberApi.setNickname(clients, input.payload.nickname));
            break;
          case 'email':
            await call(memberApi.setEmail(clients, input.payload.email));
            break;
          case 'payeeName':
            await call(memberApi.setPayeeName(clients, input.payload.payeeName));
            break;
          case 'paymentPassword':
            await call(memberApi.setPaymentPassword(clients, input.payload));
            return;
          case 'paymentPasswordReset':
            await call(memberApi.resetPaymentPassword(clients, input.payload));
            return;
        }
        // The session shows the member as the gateway now has them; a failed read leaves the change saved.
        const member = await call(memberApi.fetchMemberInfo(clients)).catch(() => undefined);
        if (member) sessionFeed.memberUpdated(member);
      }),
    },
    actions: { navigate },
  };
}

/** An agent's contract proposals: the downline, the contracts proposed, and a new proposal. */
export function contractProposalActors(context: ActorContext): ImplementationsOf<typeof contractProposalMachine> {
  const { clients, call } = context;
  return {
    actors: {
      listDownline: fromPromise(async () => [...(await call(agentApi.listDownline(clients)))]),
      fetchContracts: fromPromise(async ({ input }) => {
        const { proposed } = await call(agentApi.fetchContracts(clients, input.kind));
        return { proposed: [...proposed] };
      }),
      proposeContract: fromPromise(async ({ input }) =>
        call(agentApi.proposeContract(clients, input.kind, input.proposal)),
      ),
    },
  };
}
