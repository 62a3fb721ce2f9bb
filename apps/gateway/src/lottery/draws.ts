import { createHash } from 'node:crypto';
import type { components } from '@wl/api/lgw';
import type { Database } from '../db/database.ts';
import type { TextLanguage } from '../http/language.ts';

type LotteryDraw = components['schemas']['LotteryDraw'];
type LotteryPrize = components['schemas']['LotteryPrize'];
type Tier = LotteryPrize['tier'];
export type LotteryList = 'numero' | 'vn_numero' | 'vn_provincial';

/** Vietnam time is UTC+7 all year. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
/** The provincial list reaches back this many days, today included. */
export const RECENT_DAYS = 7;
const NUMERO_DIGITS = 5;

/** The Vietnamese prize tables: how many numbers each tier draws, and of how many digits. */
const PRIZE_TABLES: Record<'north' | 'south', readonly [Tier, count: number, digits: number][]> = {
  north: [
    ['special', 1, 5],
    ['first', 1, 5],
    ['second', 2, 5],
    ['third', 6, 5],
    ['fourth', 4, 4],
    ['fifth', 6, 4],
    ['sixth', 3, 3],
    ['seventh', 4, 2],
  ],
  south: [
    ['special', 1, 6],
    ['first', 1, 5],
    ['second', 1, 5],
    ['third', 2, 5],
    ['fourth', 7, 5],
    ['fifth', 1, 4],
    ['sixth', 3, 4],
    ['seventh', 1, 3],
    ['eighth', 1, 2],
  ],
};

const TIER_NAMES: Record<TextLanguage, Record<Tier, string>> = {
  en: {
    special: 'Special prize',
    first: 'First prize',
    second: 'Second prize',
    third: 'Third prize',
    fourth: 'Fourth prize',
    fifth: 'Fifth prize',
    sixth: 'Sixth prize',
    seventh: 'Seventh prize',
    eighth: 'Eighth prize',
  },
  ms: {
    special: 'Hadiah khas',
    first: 'Hadiah pertama',
    second: 'Hadiah kedua',
    third: 'Hadiah ketiga',
    fourth: 'Hadiah keempat',
    fifth: 'Hadiah kelima',
    sixth: 'Hadiah keenam',
    seventh: 'Hadiah ketujuh',
    eighth: 'Hadiah kelapan',
  },
  cn: {
    special: '特别奖',
    first: '一等奖',
    second: '二等奖',
    third: '三等奖',
    fourth: '四等奖',
    fifth: '五等奖',
    sixth: '六等奖',
    seventh: '七等奖',
    eighth: '八等奖',
  },
};

interface LotteryGameRow {
  lott_code: string;
  vassalage: string;
  region: 'none' | 'north' | 'central' | 'south';
  name_ms: string;
  name_en: string;
  name_cn: string;
  interval_s: number | null;
  weekdays: number | null;
  draw_minute: number | null;
}

function lotteryGames(db: Database, merchant: string, list: LotteryList): LotteryGameRow[] {
  return db
    .prepare(
      `SELECT lott_code, vassalage, region, name_ms, name_en, name_cn, interval_s, weekdays, draw_minute
       FROM lottery_game WHERE merchant_code = ? AND list = ? ORDER BY sort`,
    )
    .all(merchant, list) as unknown as LotteryGameRow[];
}

/** YYYYMMDD of a moment, in Vietnam time. */
function vietnamDay(ms: number): string {
  return new Date(ms + VIETNAM_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Midnight of the Vietnam day holding a moment, as a UTC instant. */
function vietnamMidnight(ms: number): number {
  return Math.floor((ms + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
}

/**
 * A draw's numbers: fixed for the merchant, game and draw (the SHA-256 of them and the tier), so every call, process
 * and restart tells the same results, and no two draws share a table.
 */
function drawnNumbers(seed: string, tier: string, count: number, digits: number): string[] {
  const numbers: string[] = [];
  for (let index = 0; index < count; index++) {
    const hash = createHash('sha256').update(`${seed}|${tier}|${index}`).digest();
    numbers.push(Array.from(hash.subarray(0, digits), (byte) => String(byte % 10)).join(''));
  }
  return numbers;
}

function prizeTable(seed: string, region: LotteryGameRow['region'], language: TextLanguage): LotteryPrize[] {
  const table = PRIZE_TABLES[region === 'north' ? 'north' : 'south'];
  return table.map(([tier, count, digits]) => ({
    tier,
    name: TIER_NAMES[language][tier],
    numbers: drawnNumbers(seed, tier, count, digits),
  }));
}

function nameOf(game: LotteryGameRow, language: TextLanguage): string {
  return language === 'ms' ? game.name_ms : language === 'cn' ? game.name_cn : game.name_en;
}

function draw(
  merchant: string,
  game: LotteryGameRow,
  language: TextLanguage,
  drawNumber: string,
  drawTime: number,
  nextDrawTime: number,
): LotteryDraw {
  const seed = `${merchant}|${game.lott_code}|${drawNumber}`;
  const prizes = game.region === 'none' ? [] : prizeTable(seed, game.region, language);
  return {
    lottCode: game.lott_code,
    name: nameOf(game, language),
    vassalage: game.vassalage,
    drawNumber,
    drawTime: new Date(drawTime).toISOString(),
    nextDrawTime: new Date(nextDrawTime).toISOString(),
    numbers: prizes[0]?.numbers ?? drawnNumbers(seed, 'numero', NUMERO_DIGITS, 1),
    prizes,
  };
}

/** The latest draw of a game that draws every interval: `YYYYMMDD-NNNN`, NNNN counting that day's draws from 0001. */
function latestIntervalDraw(merchant: string, game: LotteryGameRow, language: TextLanguage, now: number) {
  const interval = (game.interval_s ?? 60) * 1000;
  const drawTime = Math.floor(now / interval) * interval;
  const index = Math.round((drawTime - vietnamMidnight(drawTime)) / interval) + 1;
  const drawNumber = `${vietnamDay(drawTime)}-${String(index).padStart(4, '0')}`;
  return draw(merchant, game, language, drawNumber, drawTime, drawTime + interval);
}

/** A provincial game's draw times (UTC instants) on the Vietnam days from `firstDay` for `days` days. */
function provincialTimes(game: LotteryGameRow, firstDay: number, days: number): number[] {
  const times: number[] = [];
  for (let offset = 0; offset < days; offset++) {
    const midnight = firstDay + offset * DAY_MS;
    const weekday = new Date(midnight + VIETNAM_OFFSET_MS).getUTCDay();
    if (((game.weekdays ?? 0) & (1 << weekday)) !== 0) times.push(midnight + (game.draw_minute ?? 0) * 60_000);
  }
  return times;
}

/** Numero and Vietnam Numero: every game with its latest draw. */
export function latestDraws(
  db: Database,
  merchant: string,
  list: 'numero' | 'vn_numero',
  language: TextLanguage,
  now: number,
): LotteryDraw[] {
  return lotteryGames(db, merchant, list).map((game) => latestIntervalDraw(merchant, game, language, now));
}

/** The provincial draws of the last seven Vietnam days that have taken place, newest first. */
export function recentProvincialDraws(db: Database, merchant: string, language: TextLanguage, now: number) {
  const today = vietnamMidnight(now);
  const draws: LotteryDraw[] = [];
  for (const game of lotteryGames(db, merchant, 'vn_provincial')) {
    const upcoming = provincialTimes(game, today, 8).find((time) => time > now) ?? now;
    for (const time of provincialTimes(game, today - (RECENT_DAYS - 1) * DAY_MS, RECENT_DAYS)) {
      if (time > now) continue;
      const following = provincialTimes(game, vietnamMidnight(time) + DAY_MS, 7)[0] ?? upcoming;
      draws.push(draw(merchant, game, language, vietnamDay(time), time, following));
    }
  }
  // Newest first; draws at the same time keep the games' order.
  return draws.sort((a, b) => Date.parse(b.drawTime) - Date.parse(a.drawTime));
}
