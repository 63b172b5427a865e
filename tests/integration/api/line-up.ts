// The body of PUT /userteams/user-teams/update-live-season-user-team/ that keeps a team as GET /userteams/user-teams/
// answers it, with the captaincy given.
interface Entry {
  id: number;
  football_player: { id: number };
  position_index: number;
}
interface Team {
  captain: number;
  vice_captain: number;
  formation: { id: number };
  football_players: Entry[];
  bench_players: { id: number; priority: number; user_football_player: Entry }[];
}

export const lineUpBody = (team: Team, captain = team.captain, vice = team.vice_captain) => ({
  captain,
  vice_captain: vice,
  user_team: { formation_id: team.formation.id },
  user_football_players: [...team.football_players, ...team.bench_players.map((b) => b.user_football_player)].map(
    (e) => ({ user_football_player_id: e.id, football_player: e.football_player.id, position_index: e.position_index }),
  ),
  user_team_bench: team.bench_players.map((b) => ({ user_football_player_id: b.id, priority: b.priority })),
});
