import { useTranslations } from "next-intl";

const NETWORKS = [
  {
    name: "Facebook",
    href: "https://www.facebook.com/",
    path: "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z",
  },
  {
    name: "Instagram",
    href: "https://www.instagram.com/",
    path: "M12 7.3a4.7 4.7 0 100 9.4 4.7 4.7 0 000-9.4zm0 7.7a3 3 0 110-6 3 3 0 010 6zm6-7.9a1.1 1.1 0 11-2.2 0 1.1 1.1 0 012.2 0zM12 4.6c2.4 0 2.7 0 3.6.1 2.4.1 3.6 1.3 3.7 3.7.1.9.1 1.2.1 3.6s0 2.7-.1 3.6c-.1 2.4-1.3 3.6-3.7 3.7-.9.1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.4-.1-3.6-1.3-3.7-3.7-.1-.9-.1-1.2-.1-3.6s0-2.7.1-3.6C4.8 6 6 4.8 8.4 4.7c.9-.1 1.2-.1 3.6-.1z",
  },
  {
    name: "X",
    href: "https://x.com/",
    path: "M17.2 4h2.8l-6.1 7 7.2 9h-5.6l-4.4-5.7L6 20H3.2l6.5-7.5L2.8 4h5.8l4 5.2zm-1 14.4h1.6L7.8 5.5H6.1z",
  },
  {
    name: "YouTube",
    href: "https://www.youtube.com/",
    path: "M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z",
  },
] as const;

/** Facebook, Instagram, X and YouTube, as round icon links (footer, contact page). */
export function SocialLinks({ className = "", tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  const t = useTranslations("Footer");
  const look =
    tone === "dark"
      ? "bg-white/10 text-white hover:bg-accent-400 hover:text-brand-900 focus-visible:outline-white"
      : "bg-brand-50 text-brand-700 hover:bg-brand-600 hover:text-white focus-visible:outline-brand-600";
  return (
    <ul className={`flex items-center gap-3 ${className}`}>
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("social", { network: network.name })}
            className={`flex h-10 w-10 items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 ${look}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              <path d={network.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
