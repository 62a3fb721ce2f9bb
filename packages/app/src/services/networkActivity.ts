/** How long no call may be in flight before the first screen counts as answered. */
export const QUIET_MS = 300;
/** The longest the parts around the first screen wait for its answers, however slow or stuck its calls are. */
export const SETTLE_AT_MOST_MS = 3_000;

export interface NetworkActivity {
  /** The clients' `fetch`, counted. */
  fetch: (request: Request) => Promise<Response>;
  /**
   * Settles once no call has been in flight for `QUIET_MS`, or `SETTLE_AT_MOST_MS` after it was asked at the latest:
   * a failing or stuck call holds nothing up for long.
   */
  quiet(): Promise<void>;
}

export interface ActivityTimers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
}

const browserTimers: ActivityTimers = {
  now: () => performance.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
};

/**
 * Counts the API calls in flight, so the page can tell when its first screen has had its answers and load what sits
 * around that screen after them (docs/decisions.md, "The screen's answers before the page's parts").
 */
export function createNetworkActivity(
  send: (request: Request) => Promise<Response>,
  timers: ActivityTimers = browserTimers,
): NetworkActivity {
  let inFlight = 0;
  let lastChange = timers.now();
  const changed = () => {
    lastChange = timers.now();
  };
  return {
    async fetch(request) {
      inFlight += 1;
      changed();
      try {
        return await send(request);
      } finally {
        inFlight -= 1;
        changed();
      }
    },
    quiet() {
      const asked = timers.now();
      return new Promise((resolve) => {
        const check = () => {
          const now = timers.now();
          if ((inFlight === 0 && now - lastChange >= QUIET_MS) || now - asked >= SETTLE_AT_MOST_MS) resolve();
          else {
            const quietIn = inFlight === 0 ? QUIET_MS - (now - lastChange) : QUIET_MS;
            timers.setTimeout(check, Math.min(quietIn, SETTLE_AT_MOST_MS - (now - asked)));
          }
        };
        timers.setTimeout(check, QUIET_MS);
      });
    },
  };
}
