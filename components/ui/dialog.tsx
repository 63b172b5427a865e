"use client";

// The modal dialog every modal is built on: the native <dialog> opened with showModal(), which
// puts it in the top layer and makes the page behind it inert (Tab stays inside; screen readers
// see only the dialog). Labelled by its title; Escape, the close button and a click on the
// backdrop call onClose; the page behind does not scroll; focus goes to the first field (or the
// close button) and returns on close to where it was. A bottom sheet on phones, centred from 640 px.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { X } from "lucide-react";

export interface DialogProps {
  /** The heading, which also names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Asked to close (Escape, close button, backdrop): the owner stops rendering the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** "md" for forms and messages, "xl" for wide content (tables, charts). */
  size?: "md" | "xl";
  /** Focus this element on open instead of the first field (e.g. the safe button of a confirmation). */
  initialFocus?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let scrollLocks = 0;
let savedOverflow = "";

/** Stops the page behind an open dialog from scrolling; nested dialogs share one lock. */
function lockScroll() {
  if (scrollLocks++ === 0) {
    savedOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
  }
  return () => {
    if (--scrollLocks === 0) document.documentElement.style.overflow = savedOverflow;
  };
}

export function Dialog({ title, onClose, children, size = "md", initialFocus }: DialogProps) {
  const t = useTranslations("Common");
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Rendered open (visible in the server's HTML, before hydration) but not yet modal: made modal now.
    if (element.open && !element.matches(":modal")) element.close();
    if (!element.open) element.showModal();
    const target =
      (initialFocus && element.querySelector<HTMLElement>(initialFocus)) ||
      element.querySelector<HTMLElement>("[autofocus], input:not([type=hidden]), select, textarea");
    target?.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (element.open) element.close();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [initialFocus]);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // The backdrop's clicks reach the <dialog> itself, outside its box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  // The modal dialog already keeps focus off the page; this also keeps Tab from leaving for the
  // browser's own controls: from the last control it wraps to the first, and back.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) =>
      el.checkVisibility(),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === event.currentTarget)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: the owner decides (it stops rendering the dialog).
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        // Closed by the browser although still wanted open (a repeated Escape cannot be refused). The
        // event is queued: an effect that closed and reopened the dialog meanwhile finds it open again.
        if (!event.currentTarget.open) onClose();
      }}
      onMouseDown={onBackdrop}
      onKeyDown={onKeyDown}
      className={`fixed inset-0 z-50 mx-0 mt-auto mb-0 max-h-[90dvh] w-full max-w-full overflow-y-auto overscroll-contain rounded-t-3xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm sm:m-auto sm:rounded-3xl sm:p-8 ${size === "xl" ? "sm:max-w-3xl" : "sm:max-w-md"}`}
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t("close")}
        className="absolute top-3 right-3 rounded-full p-2 text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="h-5 w-5" strokeWidth={2} />
      </button>
      <h2 id={titleId} className="mb-6 pr-8 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
