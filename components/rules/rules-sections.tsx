// The rules (docs/product.md section 2 "Rules and FAQ"): a side navigation of the sections (a select on
// mobile) that scrolls to each one; each section with its position number, name, HTML and image.
import { useTranslations } from "next-intl";
import type { RulesSection } from "@/lib/server/content/list-rules-sections";
import { ClientMessages } from "@/components/layout/client-messages";
import { RichText } from "@/components/ui/rich-text";
import { SectionSelect } from "./section-select";
import { cardClass } from "@/components/ui/card";

const sectionId = (section: RulesSection) => `rule-${section.slug}`;

export function RulesSections({ sections }: { sections: RulesSection[] }) {
  const t = useTranslations("Rules");
  const label = (s: RulesSection) => `${s.position}. ${s.name}`;
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
      <ClientMessages namespaces={["Rules"]}>
        <SectionSelect sections={sections.map((s) => ({ id: sectionId(s), label: label(s) }))} />
      </ClientMessages>
      <nav aria-label={t("sections")} className="hidden lg:block">
        <ol className={cardClass({}, "sticky top-24 space-y-1 p-3")}>
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${sectionId(s)}`}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {label(s)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-6">
        {sections.map((s) => (
          <section
            key={s.id}
            id={sectionId(s)}
            tabIndex={-1}
            aria-labelledby={`${sectionId(s)}-title`}
            className={cardClass({ padding: "lg" }, "scroll-mt-24 outline-none")}
          >
            <h2
              id={`${sectionId(s)}-title`}
              className="flex items-baseline gap-3 text-xl font-bold text-brand-900 sm:text-2xl"
            >
              <span className="text-pitch-500">{s.position}.</span> {s.name}
            </h2>
            <RichText html={s.text} className="mt-4" />
            {/* eslint-disable-next-line @next/next/no-img-element -- operator images */}
            {s.image && <img src={s.image} alt="" loading="lazy" className="mt-5 h-auto max-w-full rounded-xl" />}
          </section>
        ))}
      </div>
    </div>
  );
}
