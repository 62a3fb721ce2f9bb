import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@wl/testing/chromium';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The phone the performance figures are for, and how much this machine's CPU is slowed to be it.
 *
 * A fixed 4x slowdown (Lighthouse's default) emulates the same phone only on hosts of one speed: a slower CI machine
 * read every figure about 1.4 times higher with the same build. So the slowdown is calibrated the way Chrome DevTools
 * calibrates its CPU presets: this host's Lighthouse BenchmarkIndex divided by the phone's. The phone is DevTools'
 * low-tier device (a Moto G Power 2022), which scores 264; a host scoring 1,056 is slowed 4x, as before
 * (docs/decisions.md, "Performance budgets").
 */
export const PHONE_BENCHMARK_INDEX = 264;

/** The benchmark is noisy on a shared machine: one run warms the engine, the median of the next five is kept. */
const WARM_UP_RUNS = 1;
const MEASURED_RUNS = 5;

export type PhoneCpu = { hostBenchmarkIndex: number; slowdown: number };

let calibration: Promise<PhoneCpu> | undefined;

/** Measured in a browser of its own, closed before anything is timed, so no idle browser runs beside the figures. */
async function measure(): Promise<PhoneCpu> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const indexes: number[] = [];
    for (let run = 0; run < WARM_UP_RUNS + MEASURED_RUNS; run += 1) {
      const index = (await page.evaluate(benchmark)) as number;
      if (run >= WARM_UP_RUNS) indexes.push(index);
    }
    indexes.sort((a, b) => a - b);
    const hostBenchmarkIndex = Math.round(indexes[Math.floor(indexes.length / 2)] as number);
    // A host slower than the phone cannot be sped up: it runs unthrottled and its figures read high.
    const slowdown = Math.max(1, Math.round((hostBenchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100);
    console.info(
      `phone CPU: host BenchmarkIndex ${hostBenchmarkIndex} (median of ${MEASURED_RUNS}), phone ${PHONE_BENCHMARK_INDEX}: slowdown ${slowdown}x`,
    );
    return { hostBenchmarkIndex, slowdown };
  } finally {
    await browser.close();
  }
}

/** This host's CPU slowdown to the phone's speed, measured once per worker. */
export function phoneCpu(): Promise<PhoneCpu> {
  calibration ??= measure();
  return calibration;
}
