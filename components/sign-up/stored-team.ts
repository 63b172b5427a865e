// The team picked at step 1 of registration (spec section 2 "Registration"), kept in sessionStorage until step 2
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

export function clearStoredTeam() {
  window.sessionStorage.removeItem(STORED_TEAM_KEY);
}
