import { useLoaderData } from "@remix-run/react";
import type { ReturnDeskTexts } from "~/locales/dashboard-page-texts";

/** The return desk's texts, which both desk pages' loaders hand over (app/locales/dashboard-page-texts.ts). */
export function useDeskT(): ReturnDeskTexts {
  return useLoaderData<{ t: ReturnDeskTexts }>().t;
}
