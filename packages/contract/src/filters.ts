// Placeholder until the filter-set contract lands: the payload every analytics call sends (spec doc 1 §7).
import { z } from 'zod';

export const filterPayloadSchema = z.object({}).passthrough();
export type FilterPayload = z.infer<typeof filterPayloadSchema>;
