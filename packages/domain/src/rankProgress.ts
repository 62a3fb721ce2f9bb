import type { components } from '@wl/api/wps';

/** The member's VIP rank progress as the gateway answers it (GET /wps/member/rank/progress). */
export type RankProgress = components['schemas']['RankProgress'];

export interface RankProgressView {
  /** The rank the member holds now (playerRankProgress.labelId, e.g. "VIP1"). */
  label: string;
  completed: number;
  total: number;
  /** Completed conditions of the total, 0 to 100, rounded down: 100 only when every condition is met. */
  percent: number;
}

/**
 * The progress towards the next rank as the benefits page shows it. A rank that expects no conditions is complete;
 * a count above the total (the gateway counts ahead) shows as complete, never past it.
 */
export function rankProgressView(progress: RankProgress): RankProgressView {
  const total = Math.max(0, progress.currentProgress.totalExpectedConditions);
  const completed = Math.min(Math.max(0, progress.currentProgress.completedConditions), total);
  return {
    label: progress.playerRankProgress.labelId,
    completed,
    total,
    percent: total === 0 ? 100 : Math.floor((completed / total) * 100),
  };
}

/**
 * The level inside a rank label, for the kit's VIP label (which writes "VIP {{level}}"): the gateway names ranks
 * "VIP1", "VIP3"; a label of another form ("Gold") is the level itself.
 */
export function vipLevel(label: string): string {
  const level = /^VIP\s*(\S.*)$/i.exec(label.trim())?.[1];
  return level ?? label.trim();
}
