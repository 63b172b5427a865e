// Scoring of one player in one game from action counts (docs/design.md section 4, docs/product.md sections 3, 9).

import type { Position } from "./types";
export type { Position };

/** A point action: points per position (null: does not apply) given per `everyN` occurrences. */
export interface PointActionRule {
  code: string;
  nameEn: string;
  nameIt: string;
  everyN: number;
  pointsGkp: number | null;
  pointsDef: number | null;
  pointsMid: number | null;
  pointsFwd: number | null;
}

/** Minutes are scored as actions too: 1–59 minutes and 60 or more. */
export const MINUTES_1_59 = "MP_1_59";
export const MINUTES_60 = "MP_60";
export const isMinutesAction = (code: string) => code === MINUTES_1_59 || code === MINUTES_60;

const all = (points: number) => ({ pointsGkp: points, pointsDef: points, pointsMid: points, pointsFwd: points });

/**
 * The default point table (docs/design.md section 4). Forwards get no clean sheets, tackles, saves or
 * goals conceded; midfielders no saves or goals conceded; defenders no saves (docs/product.md section 9).
 */
export const DEFAULT_POINT_ACTIONS: PointActionRule[] = [
  { code: MINUTES_1_59, nameEn: "Played 1–59 minutes", nameIt: "Giocato 1–59 minuti", everyN: 1, ...all(1) },
  { code: MINUTES_60, nameEn: "Played 60 minutes or more", nameIt: "Giocato 60 minuti o più", everyN: 1, ...all(2) },
  {
    code: "GS_OP",
    nameEn: "Goal from open play",
    nameIt: "Gol su azione",
    everyN: 1,
    pointsGkp: 8,
    pointsDef: 6,
    pointsMid: 5,
    pointsFwd: 4,
  },
  { code: "GS_PK", nameEn: "Goal from penalty", nameIt: "Gol su rigore", everyN: 1, ...all(3) },
  { code: "AS", nameEn: "Assist", nameIt: "Assist", everyN: 1, ...all(3) },
  { code: "PE", nameEn: "Penalty earned", nameIt: "Rigore procurato", everyN: 1, ...all(2) },
  { code: "SoT", nameEn: "Shots on target (every 2)", nameIt: "Tiri in porta (ogni 2)", everyN: 2, ...all(1) },
  {
    code: "CS_HT",
    nameEn: "Clean sheet per half",
    nameIt: "Porta inviolata per tempo",
    everyN: 1,
    pointsGkp: 1,
    pointsDef: 1,
    pointsMid: 1,
    pointsFwd: null,
  },
  {
    code: "TBI",
    nameEn: "Tackles, blocks, interceptions (every 3)",
    nameIt: "Contrasti, respinte, intercetti (ogni 3)",
    everyN: 3,
    pointsGkp: 1,
    pointsDef: 1,
    pointsMid: 1,
    pointsFwd: null,
  },
  {
    code: "SA_OP",
    nameEn: "Saves from open play (every 2)",
    nameIt: "Parate su azione (ogni 2)",
    everyN: 2,
    pointsGkp: 1,
    pointsDef: null,
    pointsMid: null,
    pointsFwd: null,
  },
  {
    code: "SA_PK",
    nameEn: "Penalty save",
    nameIt: "Rigore parato",
    everyN: 1,
    pointsGkp: 5,
    pointsDef: null,
    pointsMid: null,
    pointsFwd: null,
  },
  {
    code: "GC",
    nameEn: "Goal conceded",
    nameIt: "Gol subito",
    everyN: 1,
    pointsGkp: -1,
    pointsDef: -1,
    pointsMid: null,
    pointsFwd: null,
  },
  { code: "OG", nameEn: "Own goal", nameIt: "Autogol", everyN: 1, ...all(-2) },
  { code: "PM", nameEn: "Penalty missed", nameIt: "Rigore sbagliato", everyN: 1, ...all(-2) },
  { code: "YC", nameEn: "Yellow card", nameIt: "Ammonizione", everyN: 1, ...all(-1) },
  { code: "RC", nameEn: "Red card", nameIt: "Espulsione", everyN: 1, ...all(-3) },
];

export function pointsFor(rule: PointActionRule, position: Position): number | null {
  return { GKP: rule.pointsGkp, DEF: rule.pointsDef, MID: rule.pointsMid, FWD: rule.pointsFwd }[position];
}

export interface ScoredAction {
  code: string;
  count: number;
  points: number;
}

/**
 * A player's game: the minutes action plus every counted action that applies to the position,
 * each worth floor(count / everyN) × its points. A player who did not play scores nothing.
 */
export function scoreGame(options: {
  position: Position;
  minutes: number;
  counts: Record<string, number>;
  rules: readonly PointActionRule[];
}): { actions: ScoredAction[]; total: number } {
  const { position, minutes, counts, rules } = options;
  if (minutes <= 0) return { actions: [], total: 0 };
  const withMinutes = { ...counts, [minutes >= 60 ? MINUTES_60 : MINUTES_1_59]: 1 };
  const actions: ScoredAction[] = [];
  for (const rule of rules) {
    const count = withMinutes[rule.code] ?? 0;
    const each = pointsFor(rule, position);
    if (count <= 0 || each === null) continue;
    actions.push({ code: rule.code, count, points: Math.floor(count / rule.everyN) * each });
  }
  return { actions, total: actions.reduce((sum, a) => sum + a.points, 0) };
}
