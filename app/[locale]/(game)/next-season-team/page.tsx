// /next-season-team/ (docs/product.md section 2 "Next season team", section 5 query flags; docs/product.md "Team screens"): a returning fan
// builds the new season's team: the two-step progress (Select Team, Personal Details), the builder with Random
// Team, Reset Team and the team name, and the messages of ?incomplete_team, ?broken_team and ?no_team.
import { getTranslations } from "next-intl/server";
import { localizedPath } from "@/lib/seo/metadata";
import { readPlayerInfo } from "@/lib/server/public-reads";
import { requirePageUser } from "@/lib/session/current-user";
import { getBuilderBasics } from "@/lib/server/teams/get-builder-basics";
import { getNextSeasonTarget } from "@/lib/server/teams/get-next-season-target";
import { NextSeasonTeam } from "@/components/builder/next-season-team";
import { BuilderMessages, BuilderNotice, TeamFlagAlert, playerIdParam } from "@/components/builder/builder-page";
import { PlayerInfo } from "@/components/player/player-info";
import { Progress } from "@/components/builder/progress";
import { ProfileDetails } from "@/components/account/profile-details";
import { ClientMessages } from "@/components/layout/client-messages";
import { Card } from "@/components/ui/card";
import { readProfile } from "@/lib/server/users/read-profile";
import { listCountries } from "@/lib/server/users/list-countries";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

const PATH = "/next-season-team/";

export const generateMetadata = unindexedMetadata("Builder", "nextSeasonTitle");

export default async function NextSeasonTeamPage({ params, searchParams }: PageProps<"/[locale]/next-season-team">) {
  const { locale, user } = await requirePageUser(params, { anyTeam: true });
  const query = await searchParams;
  const playerId = playerIdParam(query);
  const [t, target, basics, profile, countries] = await Promise.all([
    getTranslations({ locale, namespace: "Builder" }),
    getNextSeasonTarget({ userId: user.id }),
    getBuilderBasics(),
    readProfile(user.id),
    listCountries({ locale }),
  ]);
  // Step 2 (spec: "a personal details form below"): the country decides the new team's country league, and it can
  // still change before the new season's team exists. Beside the players list on a desktop, under the pitch.
  const details = (
    <ClientMessages namespaces={["Account", "Api", "TeamRules", "ApiClient"]}>
      <Card as="section" padding="lg" aria-labelledby="details-title" className="mt-8">
        <h2 id="details-title" className="mb-5 text-xl font-bold text-brand-900">
          {t("stepDetails")}
        </h2>
        <ProfileDetails profile={profile} countries={countries} />
      </Card>
    </ClientMessages>
  );
  const building = target !== null && !target.hasTeam;
  return (
    <>
      <PageHeader
        title={t("nextSeasonTitle")}
        lead={target ? `${target.season.name} · ${t("nextSeasonLead")}` : undefined}
      >
        {/* A fan whose next-season team exists has done both steps. */}
        <Progress
          steps={[t("stepSelect"), t("stepDetails")]}
          current={target?.hasTeam ? 2 : 0}
          label={target?.hasTeam ? t("progressDone") : t("progress", { step: 1, total: 2 })}
        />
      </PageHeader>
      <PageBody>
        <TeamFlagAlert query={query} />
        {building ? (
          <BuilderMessages>
            <NextSeasonTeam
              formations={basics.formations}
              settings={basics.settings}
              clubs={basics.clubs}
              after={details}
            />
            {playerId !== null && (
              <PlayerInfo info={readPlayerInfo(locale, playerId)} closeHref={localizedPath(PATH, locale)} />
            )}
          </BuilderMessages>
        ) : (
          <div className="mx-auto max-w-2xl">
            {!target ? (
              <BuilderNotice title={t("nextSeasonNone")} />
            ) : (
              <BuilderNotice
                title={t("teamExists", { season: target.season.name })}
                action={{ href: "/next-round-team/", label: t("nextRoundTitle") }}
              />
            )}
            {details}
          </div>
        )}
      </PageBody>
    </>
  );
}
