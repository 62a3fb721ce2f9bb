import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useNavigator } from './AppServicesContext.tsx';

/** Binds the machines' navigator to the router, once the router is mounted. Renders nothing. */
export function NavigationBridge() {
  const navigator = useNavigator();
  const navigate = useNavigate();
  useEffect(
    () => navigator.bind((to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options))),
    [navigator, navigate],
  );
  return null;
}
