import { notFound } from "next/navigation";

/** Any other path inside a language: the 404 page in that language (app/[locale]/not-found.tsx). */
export default function CatchAll(): never {
  notFound();
}
