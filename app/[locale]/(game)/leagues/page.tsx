// /leagues/ (docs/product.md section 2 "Leagues page"): create and join buttons opening the modal, the common leagues board
// (season, round, quad, country: rank and placement percentage) and the private leagues board.
import { getTranslations } from "next-intl/server";
import { requirePageUser } from "@/lib/session/current-user";
import { getLeagueBoards } from "@/lib/server/leagues/get-league-boards";
import { startRoundChoices } from "@/lib/server/leagues/start-round-choices";
import { ClientMessages } from "@/components/layout/client-messages";
import { LeagueBoards } from "@/components/leagues/boards";
import { LeagueEntryButtons } from "@/components/leagues/league-entry";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

export const generateMetadata = unindexedMetadata("Leagues", "metaTitle");

export default async function LeaguesPage({ params }: PageProps<"/[locale]/leagues">) {
  const { locale, user } = await requirePageUser(params);
  const [t, boards, startRounds] = await Promise.all([
    getTranslations({ locale, namespace: "Leagues" }),
    getLeagueBoards({ userId: user.id, locale }),
    startRoundChoices(),
  ]);
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")}>
        <div className="mt-6">
          <ClientMessages namespaces={["Leagues", "ApiClient"]}>
            <LeagueEntryButtons startRounds={startRounds} />
          </ClientMessages>
        </div>
      </PageHeader>
      <PageBody className="grid gap-6 lg:grid-cols-2">
        <LeagueBoards boards={boards} />
      </PageBody>
    </>
  );
}
