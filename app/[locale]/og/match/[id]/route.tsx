// GET /og/match/{id}/ (and /it/og/match/{id}/) – a match's Open Graph image.
import { getTranslations } from "next-intl/server";
import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import { formatDeadline } from "@/lib/format";
import { ogImage } from "@/lib/seo/og-image";
import { readMatchInfo } from "@/lib/server/public-reads";

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/og/match/[id]">) {
  const { locale, id } = await params;
  const info =
    hasLocale(routing.locales, locale) && /^\d{1,9}$/.test(id) ? await readMatchInfo(locale, Number(id)) : null;
  if (!info || !hasLocale(routing.locales, locale)) return new Response("Not found", { status: 404 });
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
