// GET /og/site/ (and /it/og/site/) – the site's Open Graph image, for pages without their own.
import { getTranslations } from "next-intl/server";
import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import { ogImage } from "@/lib/seo/og-image";

export const dynamic = "force-static";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/og/site">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response("Not found", { status: 404 });
  const t = await getTranslations({ locale, namespace: "Home" });
  return ogImage({ eyebrow: t("eyebrow"), title: t("title"), subtitle: t("lead") });
}
