import { langFromPath, type Lang } from "./i18n";

/** The language of the page a request is for. */
export function requestLang(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}
