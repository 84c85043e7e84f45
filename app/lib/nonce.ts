import { createContext, useContext } from "react";

/** The CSP nonce of a server-rendered response; empty in the browser and in prerendered pages. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
