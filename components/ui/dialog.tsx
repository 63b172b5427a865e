"use client";

// The modal dialog every modal is built on: a native <dialog> shown as a manual popover, in the top
// layer above everything, covering the screen with its dimmed backdrop (a click there reaches nothing
// behind); the box is its child. Labelled by its title and aria-modal; Escape, the close button and a
// click on the backdrop call onClose; Tab and Shift+Tab go round its controls; focus goes to the first
// field (or the close button) and returns on close to where it was. A bottom sheet on phones, centred
// from 640 px.
//
// Modal without showModal(): Chromium makes the page behind a modal <dialog> inert by restyling every
// element of the document, at opening and again at closing (35-65 ms each on a phone, which every
// action sheet of the team builder paid before its next paint: docs/performance.md "The team builder
// where a fan waits"). Here the dialog paints first, and the page behind is made inert (and the
// scrolling locked) in a task right after that paint; at closing, the page is given back, and focus
// returned, the same way.
import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { CloseButton } from "./close-button";

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

/** The dialogs open now, the topmost last: only it keeps focus and answers Escape. */
const openDialogs: HTMLDialogElement[] = [];
/** The elements this module made inert, and the page's own overflow while scrolling is locked. */
let madeInert: HTMLElement[] = [];
let savedOverflow: string | null = null;
/** Where focus returns once the page behind is given back. */
let returnFocus: HTMLElement | null = null;
let scheduled = false;

/**
 * After the next paint: everything but the topmost dialog and its ancestors made inert (nothing when none is open),
 * the page's scrolling locked while one is, and focus returned to where it was before the last one closed.
 */
function syncPageBehind() {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      scheduled = false;
      const top = openDialogs.at(-1);
      const wanted = new Set<HTMLElement>();
      for (let node: Element | undefined = top; node?.parentElement; node = node.parentElement)
        for (const sibling of node.parentElement.children)
          if (sibling !== node && sibling instanceof HTMLElement && (!sibling.inert || madeInert.includes(sibling)))
            wanted.add(sibling);
      for (const element of madeInert) if (!wanted.has(element)) element.inert = false;
      for (const element of wanted) element.inert = true;
      madeInert = [...wanted];
      // Said on the dialog, for tools that check the page as a user meets it (the end-to-end tests' axe).
      top?.setAttribute("data-page-inert", "");
      const root = document.documentElement.style;
      if (top && savedOverflow === null) {
        savedOverflow = root.overflow;
        root.overflow = "hidden";
      } else if (!top && savedOverflow !== null) {
        root.overflow = savedOverflow;
        savedOverflow = null;
      }
      if (returnFocus?.isConnected && !returnFocus.closest("[inert]")) returnFocus.focus({ preventScroll: true });
      returnFocus = null;
    }, 0),
  );
}

export function Dialog({ title, onClose, children, size = "md", initialFocus }: DialogProps) {
  const t = useTranslations("Common");
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  // The latest onClose, for the listeners set up once below.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Where focus returns at closing: the focused control, or where focus was about to return (a dialog just closed).
    const active = document.activeElement;
    const previous = active instanceof HTMLElement && active !== document.body ? active : returnFocus;
    // Rendered open (visible in the server's HTML, before hydration): shown in the top layer now.
    element.showPopover();
    openDialogs.push(element);
    const target =
      (initialFocus && element.querySelector<HTMLElement>(initialFocus)) ||
      element.querySelector<HTMLElement>("[autofocus], input:not([type=hidden]), select, textarea") ||
      element.querySelector<HTMLElement>("button");
    target?.focus();
    syncPageBehind();
    const topmost = () => openDialogs.at(-1) === element;
    const controls = () =>
      Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.checkVisibility());
    // Focus moved behind the topmost dialog (a script, a screen reader's cursor) comes back to it.
    const keepFocus = (event: globalThis.FocusEvent) => {
      if (topmost() && event.target instanceof Node && !element.contains(event.target)) controls()[0]?.focus();
    };
    // Wherever focus is (inside, or on the page's body after a focused control went away), Escape asks the topmost
    // dialog to close, and Tab goes round its controls: from the last to the first, and back.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!topmost() || event.defaultPrevented) return;
      if (event.key === "Escape") {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== "Tab") return;
      const focusable = controls();
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && element.contains(active) && active !== element;
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("focusin", keepFocus);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("focusin", keepFocus);
      document.removeEventListener("keydown", onKey);
      openDialogs.splice(openDialogs.indexOf(element), 1);
      if (element.matches(":popover-open")) element.hidePopover();
      returnFocus = previous;
      syncPageBehind();
    };
  }, [initialFocus]);

  // The <dialog> is the backdrop, covering the screen; the box is its child.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialog}
      open
      popover="manual"
      aria-labelledby={titleId}
      aria-modal="true"
      onMouseDown={onBackdrop}
      className="fixed inset-0 z-50 m-0 flex h-full max-h-none w-full max-w-none items-end justify-center overflow-hidden border-0 bg-slate-950/60 p-0 sm:items-center sm:p-4"
    >
      <div
        className={`relative max-h-[90dvh] w-full overflow-y-auto overscroll-contain rounded-t-3xl bg-white p-6 text-slate-900 shadow-2xl sm:rounded-3xl sm:p-8 ${size === "xl" ? "sm:max-w-3xl" : "sm:max-w-md"}`}
      >
        <CloseButton
          label={t("close")}
          onClick={onClose}
          className="absolute top-3 right-3 rounded-full p-2 text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <h2 id={titleId} className="mb-6 pr-8 text-2xl font-bold text-brand-900">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
