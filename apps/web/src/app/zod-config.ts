// Imported first by main.tsx: zod compiles its object parsers with new Function unless told not to, and the
// probe alone is an 'unsafe-eval' violation under the API's Content-Security-Policy.
import { z } from 'zod';

z.config({ jitless: true });
