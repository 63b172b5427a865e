import { useTranslations } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { MessagePage } from "@/components/layout/message-page";
import { Icon } from "@/components/ui/icon";
import { __iconData as wrenchIcon } from "lucide-react/icons/wrench";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

export const generateMetadata = unindexedMetadata("Maintenance", "metaTitle");

const wrench = <Icon icon={wrenchIcon} aria-hidden="true" className="h-10 w-10" strokeWidth={1.8} />;

/** docs/product.md section 2: "Down for maintenance. Stay with us...". The header shows a plain logo and no language selector. */
function Maintenance() {
  const t = useTranslations("Maintenance");
  return (
    <MessagePage title={t("title")} icon={wrench}>
      <p>{t("text")}</p>
    </MessagePage>
  );
}

export default async function MaintenancePage({ params }: PageProps<"/[locale]/maintenance">) {
  setRequestLocale((await params).locale as Locale);
  return <Maintenance />;
}
