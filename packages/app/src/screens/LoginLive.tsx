import type { RememberedLogin } from '@wl/domain/entities';
import { useEffect, useRef } from 'react';
import { useLoginForm } from '../react/useLoginForm.ts';
import { useMerchantSettings } from '../react/useMerchantSettings.ts';
import { LoginFormLayout } from './LoginFormLayout.tsx';
import type { LoginLiveProps, LoginScreenProps } from './loginScreenProps.ts';

/**
 * The live login form, which the screen draws once the services, this code and the remembered record are in: the
 * record was read (and unsealed) before the form opens, so the form starts with it.
 */
export default function LoginLive({ after, ...props }: LoginLiveProps) {
  // The form and what the page adds read the merchant's settings: read here, they are in before either renders.
  useMerchantSettings();
  return (
    <>
      <LoginForm {...props} />
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
