// GET /api/v0/settings/ – the game settings.
import { handle, methods } from "@/lib/api/handler";
import { settings } from "@/lib/api/endpoints/settings";
import { readPublicSettings } from "@/lib/server/settings";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handle(settings, () => readPublicSettings()) });
