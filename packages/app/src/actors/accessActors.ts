import * as passwordApi from '@wl/api/password';
import * as registrationApi from '@wl/api/registration';
import * as sessionApi from '@wl/api/session';
import type { changePasswordMachine } from '@wl/domain/change-password-machine';
import { DomainFailure } from '@wl/domain/error-code';
import type { FreePlayResult, freePlayMachine } from '@wl/domain/free-play-machine';
import type { loginMachine } from '@wl/domain/login-machine';
import type { logoutMachine } from '@wl/domain/logout-machine';
import type { recoveryMachine } from '@wl/domain/recovery-machine';
import { loginAfterRegistration, registrationHandOver } from '@wl/domain/registration-flow';
import type { registrationMachine } from '@wl/domain/registration-machine';
import type { smsCodeMachine } from '@wl/domain/sms-code-machine';
import { fromPromise } from 'xstate';
import {
  type ActorContext,
  captchaActor,
  type ImplementationsOf,
  loginActor,
  navigation,
  readClock,
  type SmsPurpose,
  verifyPhoneCode,
} from './actorContext.ts';

/** The login machine's: captcha, login, and remembering (or forgetting) the login once it went through. */
export function loginActors(context: ActorContext): ImplementationsOf<typeof loginMachine> {
  const { sessionFeed } = context;
  const captcha = captchaActor(context);
  const sendLogin = loginActor(context);
  return {
    actors: {
      fetchCaptcha: captcha,
      verifyPhoneCode,
      login: sendLogin,
      storeLogin: fromPromise(async ({ input }) => {
        if (input.remembered) await context.remembered.save(input.remembered);
        else await context.remembered.clear();
        sessionFeed.loggedIn(input.session, input.heldPassword);
      }),
      forgetLogin: fromPromise(async () => context.remembered.clear()),
    },
  };
}

/** Password recovery's: by e-mail, or by phone code and a new password, then the login. */
export function recoveryActors(context: ActorContext): ImplementationsOf<typeof recoveryMachine> {
  const { clients, call, sessionFeed } = context;
  const navigate = navigation(context);
  const sendLogin = loginActor(context);
  return {
    actors: {
      recoverByEmail: fromPromise(async ({ input }) => {
        await call(passwordApi.recoverPasswordByEmail(clients, input));
      }),
      verifyPhoneCode,
      setPasswordByPhone: fromPromise(async ({ input }) => call(passwordApi.setPasswordByPhone(clients, input))),
      login: sendLogin,
      storeLogin: fromPromise(async ({ input }) => sessionFeed.loggedIn(input.session, input.heldPassword)),
    },
    actions: { navigate },
  };
}

/** A password change's, with the remembered login following the new password. */
export function changePasswordActors(context: ActorContext): ImplementationsOf<typeof changePasswordMachine> {
  const { clients, call, sessionFeed } = context;
  const navigate = navigation(context);
  return {
    actors: {
      changePassword: fromPromise(async ({ input }) => {
        await call(passwordApi.changePassword(clients, input));
      }),
      updateRememberedPassword: fromPromise(async ({ input }) => {
        const record = await context.remembered.load();
        if (record?.type === 'username' && record.username === input.userName) {
          await context.remembered.save({ ...record, password: input.password });
        }
      }),
    },
    actions: { navigate, passwordChanged: () => sessionFeed.passwordChanged() },
  };
}

/** The logout's: the call, then the session cleared. */
export function logoutActors(context: ActorContext): ImplementationsOf<typeof logoutMachine> {
  const { clients, call, sessionFeed } = context;
  const navigate = navigation(context);
  return {
    actors: {
      logout: fromPromise(async () => {
        await call(sessionApi.logout(clients));
      }),
      clearSession: fromPromise(async () => {
        context.sessionStore.clear();
        sessionFeed.loggedOut();
      }),
    },
    actions: { navigate },
  };
}

/** Free play's: the trial session, handed to the session actor. */
export function freePlayActors(context: ActorContext): ImplementationsOf<typeof freePlayMachine> {
  const { clients, call, sessionFeed } = context;
  const navigate = navigation(context);
  return {
    actors: {
      startFreePlay: fromPromise(async (): Promise<FreePlayResult> => call(sessionApi.loginFreePlay(clients))),
      storeSession: fromPromise(async ({ input }) => sessionFeed.loggedIn(input.session)),
    },
    actions: { navigate },
  };
}

/** Registration's: captcha, the affiliate code check, the account, and the login with what was typed. */
export function registrationActors(context: ActorContext): ImplementationsOf<typeof registrationMachine> {
  const { clients, call, sessionFeed } = context;
  const captcha = captchaActor(context);
  return {
    actors: {
      fetchCaptcha: captcha,
      verifyPhoneCode,
      checkAffiliateCode: fromPromise(async ({ input }) => {
        try {
          await call(registrationApi.checkAffiliateCode(clients, { code: input.code, domain: input.domain }));
          return { valid: true };
        } catch (cause) {
          // An unknown code is an answer ("Invalid invitation code"), not a failure of the check.
          if (cause instanceof DomainFailure && cause.code === 'affiliate.code.invalid') return { valid: false };
          throw cause;
        }
      }),
      // Registered, the person is logged in at once with what they typed (@wl/domain/registration-flow).
      register: fromPromise(async ({ input }) => {
        const registered = await call(
          input.method === 'username'
            ? registrationApi.registerByUsername(clients, input.payload)
            : registrationApi.registerByMobile(clients, input.payload),
        );
        const login = loginAfterRegistration(input, registered);
        if (login?.type !== 'username') return;
        // The account exists now: a login that fails leaves the person to log in by hand, never to register again.
        const result = await call(sessionApi.login(clients, login)).catch(() => undefined);
        if (!result) return;
        const { session, heldPassword } = registrationHandOver(context.merchant, login, result);
        sessionFeed.loggedIn(session, heldPassword);
      }),
    },
  };
}

/** An SMS code button's, for the purpose's own call. */
export function smsCodeActors(
  { clients, call }: ActorContext,
  purpose: SmsPurpose,
): ImplementationsOf<typeof smsCodeMachine> {
  return {
    actors: {
      sendSmsCode: fromPromise(async ({ input }) => {
        const send = {
          login: sessionApi.sendLoginSms,
          register: registrationApi.sendRegisterSms,
          recovery: passwordApi.sendPasswordSms,
        }[purpose];
        return call(send(clients, input));
      }),
      readClock,
    },
  };
}
