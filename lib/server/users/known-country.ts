// The country an account names (registration, profile edit) must be one of the countries table's: shared by the use
// cases that take one.
import "server-only";
import { getDb } from "@/lib/db";
import { AppError, msg } from "../errors";

/** Refuses a country code the table does not hold, as an invalid `country`. */
export async function assertCountry(code: string) {
  const db = await getDb();
  if (!(await db.country.findUnique({ where: { code }, select: { code: true } }))) {
    throw new AppError("invalid", "Unknown country.", {
      field: "country",
      messages: msg("Api.validation.unknownCountry"),
    });
  }
}
