import { createThemeContract } from '@vanilla-extract/css';
import { darkTokens } from './tokens.ts';

/** The one theme contract: every component reads these variables, every brand fills them. */
export const vars = createThemeContract(nullTokens(darkTokens));

type NullTokens<T> = { [K in keyof T]: T[K] extends string ? null : NullTokens<T[K]> };

function nullTokens<T extends object>(tokens: T): NullTokens<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [key, typeof value === 'string' ? null : nullTokens(value)]),
  ) as NullTokens<T>;
}
