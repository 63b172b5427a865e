"use client";

// The builder's errors (docs/product.md section 4 "Saving"): one list of unique messages under the pitch, each removable, or
// all at once; the view scrolls to the list when new messages arrive (docs/screens.md: errors where the eye is).
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { CircleAlert, X } from "lucide-react";

/** Adds messages to a list without repeating one already there. */
export const mergeMessages = (current: readonly string[], more: readonly string[]) => [
  ...current,
  ...more.filter((m, i) => !current.includes(m) && more.indexOf(m) === i),
];

export function ErrorList({
  messages,
  onChange,
}: {
  messages: readonly string[];
  onChange: (messages: string[]) => void;
}) {
  const t = useTranslations("Builder");
  const box = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count > 0) box.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [count, messages]);
  if (count === 0) return <div ref={box} />;
  return (
    <div ref={box} role="alert" data-errors className="mt-4 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-sm font-bold text-red-900">
          <CircleAlert aria-hidden="true" className="h-5 w-5" />
          {t("errorsTitle")}
        </h2>
        {count > 1 && (
          <button
            type="button"
            onClick={() => onChange([])}
            className="rounded-full px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            {t("clearErrors")}
          </button>
        )}
      </div>
      <ul className="mt-2 space-y-1.5">
        {messages.map((message) => (
          <li key={message} className="flex items-start justify-between gap-3 text-sm text-red-900">
            <span>{message}</span>
            <button
              type="button"
              aria-label={t("dismissError", { message })}
              onClick={() => onChange(messages.filter((m) => m !== message))}
              className="shrink-0 rounded-full p-1 text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
