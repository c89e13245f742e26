import { createContext } from "react";
import type { ZodErrorMap } from "zod";

/**
 * The error map of the page's language for the browser's check of a form (`useValidatedForm`),
 * given by the dashboard's layout (app/schemas/zod-messages.ts). The storefront gives none: its
 * schemas word every rule themselves, and its pages stay without the dashboard's texts.
 */
export const ZodMessagesContext = createContext<ZodErrorMap | undefined>(undefined);
