import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { param } from "@/lib/search-params";
import { readFaq, readRules } from "@/lib/server/public-reads";
import { FaqList } from "@/components/rules/faq-list";
import { RulesSections } from "@/components/rules/rules-sections";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { TabLinks } from "@/components/ui/tab-links";
import { Card } from "@/components/ui/card";

const PATH = "/rules-and-faq/";
/** docs/product.md section 2: ?tab=rules (default) or faq. */
const tabOf = (value: string | undefined) => (value === "faq" ? "faq" : "rules");

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/[locale]/rules-and-faq">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Rules" });
  const tab = tabOf(param(await searchParams, "tab"));
  return pageMetadata({
    locale,
    path: PATH,
    query: { tab: tab === "faq" ? "faq" : undefined },
    title: tab === "faq" ? t("metaTitleFaq") : t("metaTitle"),
    description: tab === "faq" ? t("metaDescriptionFaq") : t("metaDescription"),
  });
}

/** docs/product.md section 2 "Rules and FAQ". */
export default async function RulesPage({ params, searchParams }: PageProps<"/[locale]/rules-and-faq">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const tab = tabOf(param(await searchParams, "tab"));
  const t = await getTranslations({ locale, namespace: "Rules" });
  const tabs = (["rules", "faq"] as const).map((key) => ({
    key,
    label: t(`tabs.${key}`),
    href: { pathname: PATH, query: key === "faq" ? { tab: "faq" } : ({} as Record<string, string>) },
  }));
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")}>
        <TabLinks label={t("tabsLabel")} current={tab} tabs={tabs} />
      </PageHeader>
      <PageBody>{tab === "faq" ? <Faq locale={locale} /> : <Rules locale={locale} />}</PageBody>
    </>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Card as="p" padding="md" className="text-slate-700">
      {text}
    </Card>
  );
}

async function Rules({ locale }: { locale: Locale }) {
  const [t, sections] = await Promise.all([getTranslations({ locale, namespace: "Rules" }), readRules(locale)]);
  return sections.length ? <RulesSections sections={sections} /> : <Empty text={t("empty")} />;
}

async function Faq({ locale }: { locale: Locale }) {
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: "Rules" }), readFaq(locale)]);
  return items.length ? <FaqList items={items} /> : <Empty text={t("faqEmpty")} />;
}
