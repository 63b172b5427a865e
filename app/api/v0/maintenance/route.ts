// GET /api/v0/maintenance/ – where API calls land during maintenance (the client reads the URL).
import { NextResponse } from "next/server";

const body = { detail: "Down for maintenance. Stay with us..." };
const respond = () => NextResponse.json(body, { status: 503, headers: { "Retry-After": "300" } });

export { respond as GET, respond as POST, respond as PUT, respond as PATCH, respond as DELETE };
