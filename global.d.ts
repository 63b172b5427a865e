import type { routing } from "./i18n/routing";
import type en from "./messages/en.json";

declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof en;
  }
}

// Each lucide-react icon module (lucide-react/icons/<name>) exports its drawing as `__iconData` beside the component,
// but the package declares every icon path with one file that names only the component; components/ui/icon.tsx
// reads the drawing. (Adding the export to one icon path adds it to that shared declaration, so to all.)
declare module "lucide-react/icons/x" {
  export const __iconData: import("lucide-react").LucideIconData;
}
