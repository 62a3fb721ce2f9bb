import type { APIRequestContext } from '@playwright/test';

/** The reference gateway the start command's --e2e mode serves, with its development endpoints on. */
export const E2E_GATEWAY = 'http://127.0.0.1:8787';

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { value: T }).value;
}

/**
 * What a test needs from the gateway's development endpoints, as a person would get it from their phone or mailbox:
 * the captcha drawn last, the messages sent (SMS codes, e-mails), and the merchant's switches.
 */
export function devGateway(request: APIRequestContext, gateway = E2E_GATEWAY) {
  return {
    async latestCaptcha(): Promise<{ captchaId: string; answer: string }> {
      return value(await request.get(`${gateway}/__dev/captcha`));
    },
    async outbox(): Promise<
      Array<{ channel: string; recipient: string; subject: string; body: string; code?: string }>
    > {
      return value(await request.get(`${gateway}/__dev/outbox`));
    },
    async setMerchant(settings: Record<string, unknown>): Promise<void> {
      await value(await request.put(`${gateway}/__dev/merchant`, { data: { merchant: 'DEMO', ...settings } }));
    },
    /** Adds a notice, promotion or help topic as the operator's back office would; answers its id. */
    async addContent(
      content:
        | { kind: 'notice'; title: string; content?: string; type?: 'PL' | 'B' | 'PU' | 'H' | 'A' }
        | {
            kind: 'promotion';
            title: string;
            content?: string;
            categories?: string[];
            participation?: 'apply' | 'join' | 'claim';
          }
        | { kind: 'help'; tag: string; title: string; content?: string; parentTag?: string },
    ): Promise<number> {
      return (await value<{ id: number }>(await request.post(`${gateway}/__dev/content`, { data: content }))).id;
    },
    /** Takes away content added by addContent, so a test leaves the shared database as it found it. */
    async removeContent(kind: 'notice' | 'promotion' | 'help', id: number): Promise<void> {
      await value(await request.delete(`${gateway}/__dev/content/${kind}/${id}`));
    },
  };
}
