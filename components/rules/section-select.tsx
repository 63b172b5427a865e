"use client";

// The rules' section navigation under 1024 px (docs/product.md section 2: a select on mobile): choosing a
// section scrolls to it and moves the focus there.
import { useTranslations } from "next-intl";
import { FieldLabel } from "@/components/ui/field-label";
import { SelectOptions } from "@/components/ui/select-options";

export function SectionSelect({ sections }: { sections: { id: string; label: string }[] }) {
  const t = useTranslations("Rules");
  return (
    <div className="lg:hidden">
      <FieldLabel htmlFor="rules-section-select">{t("jumpTo")}</FieldLabel>
      <select
        id="rules-section-select"
        defaultValue=""
        onChange={(event) => {
          const target = document.getElementById(event.target.value);
          if (!target) return;
          target.scrollIntoView({
            behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
            block: "start",
          });
          target.focus({ preventScroll: true });
          window.history.replaceState(window.history.state, "", `#${event.target.value}`);
        }}
        className="w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs outline-none focus:border-brand-500 focus:ring-3 focus:ring-brand-100"
      >
        <option value="" disabled>
          {t("choose")}
        </option>
        <SelectOptions options={sections.map((s) => ({ value: s.id, label: s.label }))} />
      </select>
    </div>
  );
}
