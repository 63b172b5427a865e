// GET /og/match/{id}/ (and /it/og/match/{id}/) – a match's Open Graph image.
import { getTranslations } from "next-intl/server";
import { formatDeadline } from "@/lib/format";
import { ogImage, ogSubject } from "@/lib/seo/og-image";
import { readMatchInfo } from "@/lib/server/public-reads";

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/og/match/[id]">) {
  const found = await ogSubject(params, readMatchInfo);
  if (!found) return new Response("Not found", { status: 404 });
  const { locale, subject: info } = found;
  const t = await getTranslations({ locale, namespace: "Match" });
  const { game } = info;
  const score =
    game.homeScore !== null && game.awayScore !== null && game.status !== "scheduled"
      ? `${game.homeScore} – ${game.awayScore}`
      : t("versus");
  return ogImage({
    eyebrow: t("title", { round: game.round.number }),
    title: `${game.home.fullName} ${score} ${game.away.fullName}`,
    subtitle: formatDeadline(game.kickoff, locale),
  });
}
