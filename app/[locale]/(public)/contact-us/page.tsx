import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { env } from "@/lib/env";
import { SITE_NAME } from "@/lib/seo/metadata";
import { publicMetadata } from "@/lib/seo/translated-metadata";
import { ContactForm } from "@/components/contact/contact-form";
import { ClientMessages } from "@/components/layout/client-messages";
import { SocialLinks } from "@/components/layout/social-links";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { cardClass } from "@/components/ui/card";

const PATH = "/contact-us/";

export const generateMetadata = publicMetadata("Contact", PATH);

/** docs/product.md section 2 "Contact us": the form, company info and social links. */
export default async function ContactPage({ params }: PageProps<"/[locale]/contact-us">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "Contact" });
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} />
      <PageBody className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="contact-form-title" className={cardClass({ padding: "lg" })}>
          <h2 id="contact-form-title" className="mb-6 text-xl font-bold text-brand-900">
            {t("formTitle")}
          </h2>
          <ClientMessages namespaces={["Contact", "ApiClient"]}>
            <ContactForm />
          </ClientMessages>
        </section>
        <aside aria-labelledby="contact-company-title" className={cardClass({ padding: "lg" }, "h-fit")}>
          <h2 id="contact-company-title" className="text-xl font-bold text-brand-900">
            {t("companyTitle")}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-slate-600">{t("company")}</dt>
              <dd className="font-semibold text-slate-900">{SITE_NAME}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("emailUs")}</dt>
              <dd>
                <a
                  href={`mailto:${env.CONTACT_MAILBOX}`}
                  className="font-semibold break-all text-brand-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {env.CONTACT_MAILBOX}
                </a>
              </dd>
            </div>
          </dl>
          <p className="mt-6 mb-3 text-sm font-semibold text-slate-900">{t("follow")}</p>
          <SocialLinks tone="light" />
        </aside>
      </PageBody>
    </>
  );
}
