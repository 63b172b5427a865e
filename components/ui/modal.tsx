"use client";

// An accessible dialog: labelled by its title, Escape and the backdrop close it, Tab stays inside,
// the page behind does not scroll, and focus returns to where it was on close.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { focusableIn } from "./focusable";

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** "md" for forms, "xl" for wide content (tables, charts). */
  size?: "md" | "xl";
}

export function Modal({ title, onClose, children, size = "md" }: ModalProps) {
  const t = useTranslations("Common");
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    (panel.current?.querySelector<HTMLElement>("input, textarea, select") ?? focusableIn(panel.current)[0])?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== "Tab") return;
      const focusable = focusableIn(panel.current);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = panel.current?.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 p-0 backdrop-blur-sm sm:items-center sm:p-4"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`relative max-h-[90vh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl sm:rounded-3xl sm:p-8 ${size === "xl" ? "sm:max-w-3xl" : "sm:max-w-md"}`}
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={t("close")}
          className="absolute top-3 right-3 rounded-full p-2 text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
        <h2 id={titleId} className="mb-6 pr-8 text-2xl font-bold text-brand-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
