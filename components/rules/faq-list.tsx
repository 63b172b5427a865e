// The FAQ (docs/product.md section 2): collapsible question and answer items.
import type { FaqItem } from "@/lib/server/content/list-faq";
import { cardClass } from "@/components/ui/card";
import { DetailsChevron } from "@/components/ui/chevron";

export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <ul className="mx-auto max-w-3xl space-y-3">
      {items.map((item) => (
        <li key={item.id}>
          <details className={cardClass({}, "group open:shadow-sm")}>
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-6 [&::-webkit-details-marker]:hidden">
              {item.question}
              <DetailsChevron />
            </summary>
            <p className="border-t border-slate-100 px-5 py-4 leading-relaxed text-slate-700 sm:px-6">{item.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
