import { describe, expect, it } from 'vitest';
import { publicUrlRefusal } from './publicUrl.ts';

describe('the public URL of mailed links', () => {
  it('is https: anywhere', () => {
    for (const url of ['https://m.example.com', 'https://m.example.com:8443/gateway', 'https://127.0.0.1:8787']) {
      expect(publicUrlRefusal(url), url).toBeUndefined();
    }
  });

  it('is plain http: only on a loopback host, for local runs', () => {
    for (const url of ['http://127.0.0.1:8787', 'http://localhost:5173', 'http://[::1]:8787']) {
      expect(publicUrlRefusal(url), url).toBeUndefined();
    }
    for (const url of [
      'http://m.example.com',
      'http://0.0.0.0:8787',
      'http://192.168.1.20:8787',
      'http://localhost.example.com',
      'http://127.0.0.1.example.com',
    ]) {
      expect(publicUrlRefusal(url), url).toMatch(/is not https:/);
    }
  });

  it('refuses other schemes and what is not a URL', () => {
    expect(publicUrlRefusal('ftp://m.example.com')).toMatch(/is not https:/);
    expect(publicUrlRefusal('javascript:alert(1)')).toMatch(/is not https:/);
    expect(publicUrlRefusal('m.example.com')).toMatch(/is not an absolute URL/);
    expect(publicUrlRefusal('')).toMatch(/is not an absolute URL/);
  });
});
