import { createContext, useContext } from "react";

/**
 * The CSP nonce of the document being rendered (app/entry.server.tsx). In the browser there is
 * none: scripts added after hydration are modules loaded from the shop itself.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
