import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSchedule } from "@/lib/server/football/schedule";
import { ClientMessages } from "@/components/layout/client-messages";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { RoundItem } from "@/components/schedule/round-item";

// Static, regenerated at most once a minute: the same HTML for every visitor and crawler.
export const revalidate = 60;

const PATH = "/schedule-and-results/";

export async function generateMetadata({ params }: PageProps<"/[locale]/schedule-and-results">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Schedule" });
  return pageMetadata({ locale, path: PATH, title: t("metaTitle"), description: t("metaDescription") });
}

/** Spec section 2 "Schedule and results": every round of the season, collapsible, with its games by day. */
export default async function SchedulePage({ params }: PageProps<"/[locale]/schedule-and-results">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, schedule] = await Promise.all([getTranslations({ locale, namespace: "Schedule" }), getSchedule()]);
  return (
    <>
      <PageHeader title={t("title")} lead={schedule ? t("lead", { season: schedule.season.name }) : undefined} />
      <PageBody>
        {schedule && schedule.rounds.length ? (
          <ClientMessages namespaces={["Match", "Schedule"]}>
            <ol className="space-y-3">
              {schedule.rounds.map((round) => (
                <RoundItem key={round.id} round={round} />
              ))}
            </ol>
          </ClientMessages>
        ) : (
          <p className="rounded-2xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">{t("empty")}</p>
        )}
      </PageBody>
    </>
  );
}
