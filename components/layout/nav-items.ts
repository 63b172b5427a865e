// The header's navigation (docs/product.md section 2 "Header and menus"), shared by the bar and the burger menu.
import { MAINTENANCE_PATH } from "@/lib/routes";

export type NavKey =
  | "home"
  | "team"
  | "nextRound"
  | "livePrevious"
  | "transfers"
  | "planner"
  | "otherTeam"
  | "leagues"
  | "schedule"
  | "fixtures"
  | "news"
  | "prizes"
  | "rulesFaq"
  | "contact";
export interface NavItem {
  href: string;
  key: NavKey;
}

export const SELECT_TEAM_PATH = "/auth/sign-up/select-team/";
export const CONFIRM_EMAIL_PATH = "/auth/sign-up/confirm-email/";
export const NEXT_SEASON_TEAM_PATH = "/next-season-team/";
export const PERSONAL_DETAILS_PATH = "/personal-details/";
export const MAIN_PATH = "/main/";

/** The Team dropdown, signed in only. */
export const TEAM_ITEMS: NavItem[] = [
  { href: "/next-round-team/", key: "nextRound" },
  { href: "/live-previous-rounds-team/", key: "livePrevious" },
  { href: "/transfers/", key: "transfers" },
  { href: "/planner/", key: "planner" },
  { href: "/other-user-team/", key: "otherTeam" },
];

const LEAGUES: NavItem = { href: "/leagues/", key: "leagues" };
const PUBLIC_ITEMS: NavItem[] = [
  { href: "/schedule-and-results/", key: "schedule" },
  { href: "/fixture-difficulty/", key: "fixtures" },
  { href: "/news/", key: "news" },
  { href: "/prizes/", key: "prizes" },
  { href: "/rules-and-faq/", key: "rulesFaq" },
  { href: "/contact-us/", key: "contact" },
];

export interface NavModel {
  home: NavItem;
  /** The Team dropdown's items; empty when signed out. */
  team: NavItem[];
  /** The items after the Team dropdown. */
  sections: NavItem[];
}

export function navModel(signedIn: boolean): NavModel {
  return {
    home: { href: signedIn ? MAIN_PATH : "/", key: "home" },
    team: signedIn ? TEAM_ITEMS : [],
    sections: signedIn ? [LEAGUES, ...PUBLIC_ITEMS] : PUBLIC_ITEMS,
  };
}

/** Whether `href` is the page at `pathname` (or, except for the root, one of its sub-pages). */
export const isActive = (pathname: string, href: string) =>
  pathname === href || (href !== "/" && pathname.startsWith(href));

export const isMaintenance = (pathname: string) => pathname === MAINTENANCE_PATH;

/** The navigation is hidden on confirm-email, next-season-team and, when signed in, select-team. */
export const showsNavigation = (pathname: string, signedIn: boolean) =>
  !isMaintenance(pathname) &&
  pathname !== CONFIRM_EMAIL_PATH &&
  pathname !== NEXT_SEASON_TEAM_PATH &&
  !(signedIn && pathname.startsWith(SELECT_TEAM_PATH));

/** Personal Details needs a confirmed email, and is left out on select-team and next-season-team. */
export const showsPersonalDetails = (pathname: string, emailVerified: boolean) =>
  emailVerified && !pathname.startsWith(SELECT_TEAM_PATH) && pathname !== NEXT_SEASON_TEAM_PATH;

/** Up to two initials of a full name ("Demo Manager" → "DM"). */
export const initials = (name?: string | null) =>
  (name ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
