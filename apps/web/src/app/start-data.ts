// The start data the server writes into index.html (contract branding.ts): read once, before the first render,
// so the first screen needs no call. Absent (the Vite dev server's page) or unreadable, the app asks the API.
import { START_DATA_ELEMENT_ID, startDataSchema, type StartData } from '@specpulse/contract';

export function readStartData(doc: Document = document): StartData | null {
  const text = doc.getElementById(START_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = startDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
