// The steps of registration and of the next-season page (docs/product.md section 2: "Select Team, Personal Details", and
// "Confirm Email" as the third step of registration): done, current and to come, named for screen readers.
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { __iconData as checkIcon } from "lucide-react/icons/check";

export function Progress({ steps, current, label }: { steps: string[]; current: number; label: string }) {
  return (
    <ol aria-label={label} className="mt-6 flex flex-wrap items-center gap-2 sm:gap-3">
      {steps.map((step, i) => (
        <li
          key={step}
          aria-current={i === current ? "step" : undefined}
          className={`flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ${i === current ? "bg-accent-400 text-brand-900" : i < current ? "bg-white/20 text-white" : "bg-white/10 text-white/80"}`}
        >
          <span
            aria-hidden="true"
            className={`flex h-6 w-6 items-center justify-center rounded-full text-xs font-black ${i === current ? "bg-brand-900 text-white" : "bg-white/20"}`}
          >
            {i < current ? <Icon icon={checkIcon} className="h-3.5 w-3.5" /> : i + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}

/** Registration's three steps (select team, personal details, confirm e-mail), at step `current`. */
export function SignUpProgress({ current }: { current: 0 | 1 | 2 }) {
  const t = useTranslations("SignUp");
  const builder = useTranslations("Builder");
  return (
    <Progress
      steps={[builder("stepSelect"), builder("stepDetails"), t("stepConfirm")]}
      current={current}
      label={builder("progress", { step: current + 1, total: 3 })}
    />
  );
}
