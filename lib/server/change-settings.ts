// The game settings an operator changes (docs/design.md section 4: the rules' numbers live in the Settings row): the
// row as it stands, and a change to some of its values.
import "server-only";
import type { Db, Tx } from "@/lib/db";

/** Every setting an operator may change, by name. */
export const readEditableSettings = (db: Db | Tx) =>
  db.settings.findUniqueOrThrow({ where: { id: 1 }, omit: { id: true, updatedAt: true } });

export type EditableSettings = Awaited<ReturnType<typeof readEditableSettings>>;

export const changeSettings = (tx: Tx, data: Partial<EditableSettings>) =>
  tx.settings.update({ where: { id: 1 }, data });
