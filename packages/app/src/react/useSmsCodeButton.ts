import { smsCodeMachine } from '@wl/domain/sms-code-machine';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { smsCodeActors } from '../actors/accessActors.ts';
import type { SmsPurpose } from '../actors/machineActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useProvidedActor } from './machines.ts';
import { shallowEqual } from './shallowEqual.ts';

const smsCodeBy: Record<SmsPurpose, (services: AppServices) => typeof smsCodeMachine> = {
  login: (services) => smsCodeMachine.provide(smsCodeActors(services.actorContext, 'login')),
  register: (services) => smsCodeMachine.provide(smsCodeActors(services.actorContext, 'register')),
  recovery: (services) => smsCodeMachine.provide(smsCodeActors(services.actorContext, 'recovery')),
};
const useSmsCodeActor = (purpose: SmsPurpose, countryDialingCode: string) =>
  useProvidedActor(smsCodeBy[purpose], { input: { countryDialingCode } });

export interface SmsCodeButtonView {
  sending: boolean;
  /** Seconds until another code may be sent; 0 when the button is enabled. */
  secondsLeft: number;
  /** A `forms` key for an invalid number, or the gateway's error code of the last send. */
  error?: string | undefined;
}

/**
 * The SMS code button of a form: the domain's `smsCodeMachine` for one purpose, following the number and dialling
 * code the form shows, so a send goes to what the player sees.
 */
export function useSmsCodeButton(
  purpose: SmsPurpose,
  { mobileNum, countryDialingCode }: { mobileNum: string; countryDialingCode: string },
): SmsCodeButtonView & { send(): void } {
  const actor = useSmsCodeActor(purpose, countryDialingCode);
  const view = useSelector(
    actor,
    (snapshot): SmsCodeButtonView => ({
      sending: snapshot.hasTag('in_sms_sending'),
      secondsLeft: snapshot.hasTag('in_sms_send') ? snapshot.context.secondsLeft : 0,
      error: snapshot.context.error,
    }),
    shallowEqual,
  );
  useEffect(() => {
    actor.send({ type: 'CHANGE', mobileNum, countryDialingCode });
  }, [actor, mobileNum, countryDialingCode]);
  return { ...view, send: () => actor.send({ type: 'SEND' }) };
}
