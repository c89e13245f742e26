import { createContext, useContext } from "react";

/** The shop's stylesheet as text, given by app/entry.server.tsx while a document renders. */
export const StylesContext = createContext<string | undefined>(undefined);

const ID = "shop-styles";

/**
 * The shop's stylesheet inline in the document's head. As a file it held the first paint back by a
 * round trip, a long one on a slow phone, and it is small enough that every document can carry it
 * (navigations after the first fetch data, not documents). In the browser the text is already in
 * the page: hydration reads it from there, so no script bundle carries it. The dashboards' own
 * rules are a linked file instead (docs/decisions/049).
 */
export function InlineStyles() {
  const css =
    useContext(StylesContext) ??
    (typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? ""));
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
