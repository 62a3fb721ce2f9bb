import { constants, createDecipheriv, generateKeyPairSync, type KeyObject, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { login } from './session.ts';
import { fetchSystemStatus } from './system.ts';
import { clientsAnswering, error, success } from './testing/stubGateway.ts';

function rsaKey(keyId: string) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  return { keyId, privateKey, spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64url') };
}

/** Opens a sealed request the way the gateway does; throws when anything does not authenticate. */
async function open(request: Request, privateKey: KeyObject): Promise<unknown> {
  const header = (name: string) => request.headers.get(name) ?? '';
  const key = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(header('Encryption'), 'base64url'),
  );
  const { value } = (await request.json()) as { value: string };
  const sealed = Buffer.from(value, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12), { authTagLength: 16 });
  const { pathname } = new URL(request.url);
  decipher.setAAD(
    Buffer.from(`${request.method}\n${pathname}\n${header('Encryption-Timestamp')}\n${header('Encryption-Nonce')}`),
  );
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return JSON.parse(
    Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8'),
  );
}

const first = rsaKey('key-1');
const second = rsaKey('key-2');
const loginValue = { token: 'tkn_0123456789abcdef', userName: 'demo01', type: 0, firstTimeLogin: false, expiresAt: 1 };
const payload = { type: 'username', username: 'demo01', password: 'Demo1234' } as const;

describe('encrypted operations', () => {
  it('send the payload sealed for the gateway key, with the key id, timestamp and nonce', async () => {
    const opened: unknown[] = [];
    const { clients, seen } = clientsAnswering(
      async (request) => {
        if (request.url.endsWith('/wps/system/public-key')) {
          return success({ keyId: first.keyId, algorithm: 'RSA-OAEP-256', spki: first.spki });
        }
        opened.push(await open(request, first.privateKey));
        return success(loginValue);
      },
      { now: () => 1_795_000_000_000 },
    );
    expect(await login(clients, payload)).toEqual({ ok: true, value: loginValue });
    expect(opened).toEqual([payload]);
    const sent = seen.at(-1) as Request;
    expect(sent.headers.get('Encryption-Key-Id')).toBe('key-1');
    expect(sent.headers.get('Encryption-Timestamp')).toBe('1795000000000');
    expect(sent.headers.get('Encryption-Nonce')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sent.headers.get('Module-Id')).toBe('COMM3');
    expect(await sent.text()).not.toContain('Demo1234');
  });

  it('fetch the public key once and reuse it, with a fresh nonce per call', async () => {
    const { clients, seen } = clientsAnswering((request) =>
      request.url.endsWith('/public-key')
        ? success({ keyId: first.keyId, algorithm: 'RSA-OAEP-256', spki: first.spki })
        : success(loginValue),
    );
    await login(clients, payload);
    await login(clients, payload);
    const keyFetches = seen.filter((request) => request.url.endsWith('/public-key'));
    const nonces = seen.map((request) => request.headers.get('Encryption-Nonce')).filter(Boolean);
    expect(keyFetches).toHaveLength(1);
    expect(new Set(nonces).size).toBe(2);
  });

  it('fetch the key again and resend once when the gateway no longer knows the key', async () => {
    let served = first;
    const { clients, seen } = clientsAnswering(async (request) => {
      if (request.url.endsWith('/public-key')) {
        return success({ keyId: served.keyId, algorithm: 'RSA-OAEP-256', spki: served.spki });
      }
      if (request.headers.get('Encryption-Key-Id') !== served.keyId) return error('crypto.key.unknown');
      await open(request, served.privateKey);
      return success(loginValue);
    });
    await login(clients, payload);
    served = second; // the gateway restarted with a new key
    expect(await login(clients, payload)).toEqual({ ok: true, value: loginValue });
    const logins = seen.filter((request) => request.url.endsWith('/wps/session/login'));
    expect(logins.map((request) => request.headers.get('Encryption-Key-Id'))).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('resend only once: a second crypto.key.unknown is the answer', async () => {
    let keyFetches = 0;
    const { clients } = clientsAnswering((request) => {
      if (request.url.endsWith('/public-key')) {
        keyFetches += 1;
        return success({ keyId: first.keyId, algorithm: 'RSA-OAEP-256', spki: first.spki });
      }
      return error('crypto.key.unknown');
    });
    expect(await login(clients, payload)).toEqual({
      ok: false,
      error: { kind: 'server', code: 'crypto.key.unknown', status: 400 },
    });
    expect(keyFetches).toBe(2);
  });

  it('answer the key fetch failure as the call result instead of sending the payload in the clear', async () => {
    const { clients, seen } = clientsAnswering((request) =>
      request.url.endsWith('/public-key') ? error('system.maintenance', 503) : success(loginValue),
    );
    expect(await login(clients, payload)).toEqual({
      ok: false,
      error: { kind: 'server', code: 'system.maintenance', status: 503 },
    });
    expect(seen.some((request) => request.url.endsWith('/wps/session/login'))).toBe(false);
  });

  it('leave operations that are not encrypted alone', async () => {
    const status = { info: 'ok', location: { ip: '127.0.0.1' }, maintenance: false, regionRestriction: false };
    const { clients, seen } = clientsAnswering(() => success(status));
    await fetchSystemStatus(clients);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('Encryption')).toBeNull();
  });

  it('take the gateway clock from its Date header and resend once when this device clock is off', async () => {
    const gatewayNow = Date.parse('2026-11-21T12:00:00Z');
    const deviceNow = gatewayNow - 10 * 60_000; // ten minutes behind
    const timestamps: string[] = [];
    const { clients } = clientsAnswering(
      async (request) => {
        if (request.url.endsWith('/public-key')) {
          return success({ keyId: first.keyId, algorithm: 'RSA-OAEP-256', spki: first.spki });
        }
        const timestamp = request.headers.get('Encryption-Timestamp') ?? '';
        timestamps.push(timestamp);
        if (Math.abs(Number(timestamp) - gatewayNow) > 120_000) {
          const stale = error('crypto.stale');
          stale.headers.set('Date', new Date(gatewayNow).toUTCString());
          return stale;
        }
        await open(request, first.privateKey);
        return success(loginValue);
      },
      { now: () => deviceNow },
    );
    expect(await login(clients, payload)).toEqual({ ok: true, value: loginValue });
    expect(timestamps).toEqual([String(deviceNow), String(gatewayNow)]);
    // The offset is kept: the next call goes right the first time.
    await login(clients, payload);
    expect(timestamps).toHaveLength(3);
  });
});
