// The repository's root folder. This module sits two folders below it both as a source file (apps/api/src) and
// inside the compiled bundle (apps/api/dist/*.mjs, apps/api/build.mjs), so the same relative step works in both.
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
