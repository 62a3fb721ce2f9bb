import type { RememberedLogin } from '@wl/domain/entities';
import { use, useEffect, useRef } from 'react';
import { useAppServices } from '../react/AppServicesContext.tsx';
import { useLoginForm } from '../react/useLoginForm.ts';
import { useMerchantSettings } from '../react/useMerchantSettings.ts';
import { LoginFormLayout } from './LoginFormLayout.tsx';
import type { LoginLiveProps, LoginScreenProps } from './loginScreenProps.ts';

/**
 * The live login form, which the screen draws once the services, this code and the remembered record are in: the
 * record was read (and unsealed) before the form opens, so the form starts with it.
 */
export default function LoginLive({ after, remembered, ...props }: LoginLiveProps) {
  const services = useAppServices();
  // The form and what the page adds read the merchant's settings. Read here, they are in before the form first
  // commits, so the form does not show the placeholder again once the record is read: React holds each reveal until
  // 300 ms after the last placeholder shown (docs/decisions.md, "One placeholder per screen").
  useMerchantSettings();
  // Read by the screen before it draws this form; read here when it was not (the screen's first draw after a retry).
  remembered.current ??= services.remembered.load().catch(() => undefined);
  const record = use(remembered.current);
  return (
    <>
      <LoginForm {...props} remembered={record} />
      {after}
    </>
  );
}

function LoginForm({
  side,
  onDone,
  links,
  remembered,
}: Omit<LoginScreenProps, 'title' | 'intro' | 'after'> & { remembered?: RememberedLogin | undefined }) {
  const form = useLoginForm(side, remembered);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (form.done) done.current();
  }, [form.done]);

  return <LoginFormLayout form={form} side={side} links={links} />;
}
