// /auth/sign-up/select-team/ (docs/product.md section 2 "Registration", step 1 of 3): closed sign-up sends the visitor to the
// sign-up closed notice (the page decides, so the run-time setting counts as well as SIGN_UP_OPEN); open, the
// three-step progress, the new-team builder (Random Team, Reset Team, team name) and the query flags.
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { redirect } from "@/i18n/navigation";
import { localizedPath } from "@/lib/seo/metadata";
import { readPlayerInfo } from "@/lib/server/public-reads";
import { isSignUpOpen } from "@/lib/server/settings";
import { leaveSignUpWhenSignedIn } from "@/lib/session/current-user";
import { SIGN_UP_CLOSED_PATH } from "@/lib/routes";
import { getBuilderBasics } from "@/lib/server/teams/get-builder-basics";
import { BuilderMessages, TeamFlagAlert, playerIdParam } from "@/components/builder/builder-page";
import { PlayerInfo } from "@/components/player/player-info";
import { SignUpProgress } from "@/components/builder/progress";
import { SelectTeam } from "@/components/sign-up/select-team";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

const PATH = "/auth/sign-up/select-team/";

export const generateMetadata = unindexedMetadata("SignUp", "selectTeamTitle");

export default async function SelectTeamPage({
  params,
  searchParams,
}: PageProps<"/[locale]/auth/sign-up/select-team">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  // Rendered per request: the run-time sign-up setting and the visitor's session decide what shows.
  await connection();
  if (!(await isSignUpOpen())) redirect({ href: SIGN_UP_CLOSED_PATH, locale });
  await leaveSignUpWhenSignedIn(locale);
  const query = await searchParams;
  const playerId = playerIdParam(query);
  const [t, basics] = await Promise.all([getTranslations({ locale, namespace: "SignUp" }), getBuilderBasics()]);
  return (
    <>
      <PageHeader title={t("selectTeamTitle")} lead={t("selectTeamLead")}>
        <SignUpProgress current={0} />
      </PageHeader>
      <PageBody>
        <TeamFlagAlert query={query} />
        <BuilderMessages>
          <SelectTeam formations={basics.formations} settings={basics.settings} clubs={basics.clubs} />
          {playerId !== null && (
            <PlayerInfo info={readPlayerInfo(locale, playerId)} closeHref={localizedPath(PATH, locale)} />
          )}
        </BuilderMessages>
      </PageBody>
    </>
  );
}
