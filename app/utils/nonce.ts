/**
 * The per-request CSP nonce, provided by entry.server.tsx and read by the root for <Scripts>.
 * On the client it is always "" (browsers hide nonce attributes from scripts).
 */
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;

/** The current request's CSP nonce ("" in the browser). */
export function useNonce(): string {
  return useContext(NonceContext);
}
