import type { ReactNode } from "react";

/** A centred page for one message: not found, maintenance, sign-up closed. */
export function MessagePage({
  eyebrow,
  title,
  icon,
  children,
}: {
  eyebrow?: string;
  title: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative flex flex-1 items-center justify-center overflow-hidden bg-linear-to-b from-brand-50 to-slate-50 px-4 py-20 text-center sm:py-28">
      <div className="relative max-w-xl">
        {icon && (
          <div className="mx-auto mb-6 flex h-20 w-20 items-center justify-center rounded-full bg-white text-brand-600 shadow-md ring-1 ring-brand-100">
            {icon}
          </div>
        )}
        {eyebrow && <p className="text-5xl font-black tracking-tight text-brand-700 sm:text-7xl">{eyebrow}</p>}
        <h1 className={`${eyebrow ? "mt-4 text-2xl sm:text-3xl" : "text-3xl sm:text-4xl"} font-bold text-brand-900`}>
          {title}
        </h1>
        {children && <div className="mt-5 text-base leading-relaxed text-slate-600">{children}</div>}
      </div>
    </section>
  );
}
