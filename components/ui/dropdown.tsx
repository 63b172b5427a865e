"use client";

// A menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it on the first
// item, ArrowUp on the last; arrows, Home and End move between items; Escape closes it and gives
// focus back to the button; Tab, an outside click or choosing an item close it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ToggleChevron } from "./chevron";

interface DropdownProps {
  label: ReactNode;
  /** The button's accessible name, when the label is not text (initials, an icon). */
  ariaLabel?: string;
  buttonClassName: string;
  /** Marks the button as holding the current page (one of the items is active). */
  current?: boolean;
  align?: "left" | "right";
  children: (close: () => void) => ReactNode;
}

const items = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

export function Dropdown({ label, ariaLabel, buttonClassName, current, align = "left", children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<"first" | "last" | null>(null);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen) {
      const all = items(menu.current);
      (focusOnOpen === "first" ? all[0] : all[all.length - 1])?.focus();
    }
    const onDown = (event: MouseEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open, focusOnOpen]);

  const show = (focus: "first" | "last" | null) => {
    setFocusOnOpen(focus);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const closeAndRefocus = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      show(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        move(at + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        move(at - 1);
        break;
      case "Home":
        event.preventDefault();
        move(0);
        break;
      case "End":
        event.preventDefault();
        move(all.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        closeAndRefocus();
        break;
      case "Tab":
        close();
        break;
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={ariaLabel}
        data-current={current || undefined}
        onClick={() => (open ? close() : show(null))}
        onKeyDown={onButtonKey}
        className={buttonClassName}
      >
        {label}
        <ToggleChevron open={open} />
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={ariaLabel ?? (typeof label === "string" ? label : undefined)}
          onKeyDown={onMenuKey}
          className={`absolute z-40 mt-2 min-w-56 overflow-hidden rounded-2xl bg-white py-2 text-slate-800 shadow-xl ring-1 ring-slate-900/10 ${align === "right" ? "right-0" : "left-0"}`}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

/** The look of a menu item; `aria-current="page"` marks the active one. */
export const menuItemClass =
  "block w-full px-4 py-2.5 text-left text-sm text-slate-700 outline-none hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700";
