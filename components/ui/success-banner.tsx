"use client";

// The global success banner (docs/product.md section 2 "Screens", section 9 "Notices"): a message shows for
// about 2 s, then fades out and is removed about 1 s later. Any client component can raise it:
//   const { showSuccess } = useSuccessBanner();  showSuccess(t("teamChanged"));
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { CircleCheck } from "lucide-react";

export const SUCCESS_VISIBLE_MS = 2000;
export const SUCCESS_FADE_MS = 1000;

interface SuccessBanner {
  showSuccess: (message: string) => void;
}

const SuccessContext = createContext<SuccessBanner>({ showSuccess: () => {} });

export const useSuccessBanner = () => useContext(SuccessContext);

export function SuccessBannerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; id: number } | null>(null);
  const [fading, setFading] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const showSuccess = useCallback((text: string) => {
    timers.current.forEach(clearTimeout);
    setMessage({ text, id: Date.now() });
    setFading(false);
    timers.current = [
      setTimeout(() => setFading(true), SUCCESS_VISIBLE_MS),
      setTimeout(() => setMessage(null), SUCCESS_VISIBLE_MS + SUCCESS_FADE_MS),
    ];
  }, []);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const value = useMemo(() => ({ showSuccess }), [showSuccess]);

  return (
    <SuccessContext.Provider value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4"
      >
        {message && (
          <p
            key={message.id}
            className={`flex items-center gap-2 rounded-xl bg-pitch-700 px-5 py-3 font-medium text-white shadow-lg ring-1 ring-white/20 transition-opacity duration-1000 ${fading ? "opacity-0" : "opacity-100"}`}
          >
            <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
            {message.text}
          </p>
        )}
      </div>
    </SuccessContext.Provider>
  );
}
