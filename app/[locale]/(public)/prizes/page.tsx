import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { redirect } from "@/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";
import { param } from "@/lib/search-params";
import { WINNER_TYPES, type WinnerType } from "@/lib/server/content/get-prizes";
import { readPrizes } from "@/lib/server/public-reads";
import { PrizePlaces } from "@/components/prizes/prize-places";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { TabLinks } from "@/components/ui/tab-links";
import { Card } from "@/components/ui/card";

const PATH = "/prizes/";
/** docs/product.md section 2: ?tab=round-winner (default), quad-round-winner, season-winner. */
const TABS: Record<string, WinnerType> = {
  "round-winner": WINNER_TYPES.round,
  "quad-round-winner": WINNER_TYPES.quadRound,
  "season-winner": WINNER_TYPES.season,
};
type Tab = "round-winner" | "quad-round-winner" | "season-winner";
const DEFAULT_TAB: Tab = "round-winner";

const tabOf = (value: string | undefined): Tab | null =>
  value === undefined ? DEFAULT_TAB : value in TABS ? (value as Tab) : null;

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/prizes">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Prizes" });
  const tab = tabOf(param(await searchParams, "tab")) ?? DEFAULT_TAB;
  return pageMetadata({
    locale,
    path: PATH,
    query: { tab: tab === DEFAULT_TAB ? undefined : tab },
    title: tab === DEFAULT_TAB ? t("metaTitle") : `${t(`tabs.${tab}`)} | ${t("metaTitle")}`,
    description: t("metaDescription"),
  });
}

/** docs/product.md section 2 "Prizes": tabs per winner type; an unknown tab redirects to round-winner. */
export default async function PrizesPage({ params, searchParams }: PageProps<"/[locale]/prizes">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const tab = tabOf(param(await searchParams, "tab"));
  if (!tab) redirect({ href: { pathname: PATH, query: { tab: DEFAULT_TAB } }, locale });
  const [t, prizes] = await Promise.all([
    getTranslations({ locale, namespace: "Prizes" }),
    readPrizes(locale, TABS[tab!]!),
  ]);
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")}>
        <TabLinks
          label={t("tabsLabel")}
          current={tab!}
          tabs={(Object.keys(TABS) as Tab[]).map((key) => ({
            key,
            label: t(`tabs.${key}`),
            href: { pathname: PATH, query: { tab: key } },
          }))}
        />
      </PageHeader>
      <PageBody>
        {prizes ? (
          <PrizePlaces prizes={prizes} />
        ) : (
          <Card as="p" padding="md" className="text-slate-700">
            {t("empty")}
          </Card>
        )}
      </PageBody>
    </>
  );
}
