import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { env } from "@/lib/env";
import { publicMetadata } from "@/lib/seo/translated-metadata";
import { DownloadApp } from "@/components/download/download-app";
import { ClientMessages } from "@/components/layout/client-messages";
import { MessagePage } from "@/components/layout/message-page";
import { Icon } from "@/components/ui/icon";
import { __iconData as smartphoneIcon } from "lucide-react/icons/smartphone";

const PATH = "/download-the-app/";

export const generateMetadata = publicMetadata("Download", PATH);

const phone = <Icon icon={smartphoneIcon} aria-hidden="true" className="h-10 w-10" strokeWidth={1.8} />;

/** docs/product.md section 2 "Download the app". */
export default async function DownloadPage({ params }: PageProps<"/[locale]/download-the-app">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "Download" });
  return (
    <MessagePage title={t("title")} icon={phone}>
      <ClientMessages namespaces={["Download"]}>
        <DownloadApp appStoreUrl={env.APP_STORE_URL} googlePlayUrl={env.GOOGLE_PLAY_URL} />
      </ClientMessages>
    </MessagePage>
  );
}
