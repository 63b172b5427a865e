// The frame of the signed-in game (docs/product.md section 2, Protected): every page in (game)/ renders for a signed-in,
// verified user only. A page reads its data through lib/server with that user in one call:
//   const { locale, user } = await requirePageUser(params);   // lib/session/current-user.ts (cached per request)
//   const data = await getSomething({ userId: user.id });
// Interactive parts write through /api/v0 with the typed client (lib/client/api.ts).
import { requirePageUser } from "@/lib/session/current-user";

export default async function GameLayout({ children, params }: LayoutProps<"/[locale]">) {
  // Signed in and verified; the live-team rule is each page's (the next-season-team page is left out of it).
  await requirePageUser(params, { anyTeam: true });
  return <div className="flex flex-1 flex-col">{children}</div>;
}
