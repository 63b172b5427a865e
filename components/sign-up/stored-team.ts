// The team picked at step 1 of registration (docs/product.md section 2 "Registration"), kept in sessionStorage until step 2
// posts it with the personal details to POST /api/v0/userteams/user-teams/register/.
import type { NewTeamBody } from "@/components/builder/new-team-editor";

export const STORED_TEAM_KEY = "fantasy.sign-up.team";

export function storeTeam(body: NewTeamBody) {
  window.sessionStorage.setItem(STORED_TEAM_KEY, JSON.stringify(body));
}

/** The stored team, or null when there is none (or it cannot be read). */
export function readStoredTeam(): NewTeamBody | null {
  try {
    const raw = window.sessionStorage.getItem(STORED_TEAM_KEY);
    const body = raw ? (JSON.parse(raw) as NewTeamBody) : null;
    return body && Array.isArray(body.football_players) && body.user_team ? body : null;
  } catch {
    return null;
  }
}

/**
 * Why step 2 cannot go on with the stored team (docs/product.md section 2 "Registration": the query flags step 1 shows): none
 * stored ("no_team"), or one that is not a whole team (15 players, a captain, a vice-captain, a name: "incomplete_team").
 */
export function storedTeamProblem(): "no_team" | "incomplete_team" | null {
  const team = readStoredTeam();
  if (!team) return "no_team";
  const players = team.football_players.length + (Array.isArray(team.bench_players) ? team.bench_players.length : 0);
  return players === 15 && team.captain && team.vice_captain && team.user_team.name?.trim() ? null : "incomplete_team";
}

export function clearStoredTeam() {
  window.sessionStorage.removeItem(STORED_TEAM_KEY);
}
