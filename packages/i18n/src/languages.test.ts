import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguageCode } from './languages.ts';

describe('language list', () => {
  it('offers the 31 languages of the picker, each once', () => {
    const codes = LANGUAGES.map((language) => language.code);
    expect(codes).toHaveLength(31);
    expect(new Set(codes).size).toBe(31);
    expect(codes).toEqual(expect.arrayContaining(['MS', 'EN', 'CN', 'PT-BR', 'UR-LA']));
  });

  it('defaults to Malay', () => {
    expect(DEFAULT_LANGUAGE).toBe('MS');
  });

  it('lays out Arabic, Persian and Urdu right to left', () => {
    const rtl = LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.code);
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
  });

  it('accepts codes in any case and refuses unknown ones', () => {
    expect(toLanguageCode('pt-br')).toBe('PT-BR');
    expect(toLanguageCode(' en ')).toBe('EN');
    expect(toLanguageCode('xx')).toBeUndefined();
    expect(toLanguageCode('')).toBeUndefined();
  });
});

describe('detectLanguage', () => {
  it('takes ?lng= first', () => {
    expect(detectLanguage({ search: '?lng=en', stored: 'CN' })).toBe('EN');
  });

  it('then the stored choice', () => {
    expect(detectLanguage({ search: '?x=1', stored: 'CN' })).toBe('CN');
  });

  it('then Malay', () => {
    expect(detectLanguage({})).toBe('MS');
  });

  it('skips an unknown ?lng= or stored value instead of trusting it', () => {
    expect(detectLanguage({ search: '?lng=klingon', stored: 'JA' })).toBe('JA');
    expect(detectLanguage({ search: '?lng=klingon', stored: 'nope' })).toBe('MS');
  });
});
