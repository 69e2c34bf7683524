/** Reading the `inspirational-quotes` npm package's data file: a JSON array of `{ text, from }`. */
import { z } from 'zod';
import type { Candidate } from './candidates.ts';

const inspirationalFileSchema = z.array(z.object({ text: z.string(), from: z.string() }));

export const INSPIRATIONAL_TOPIC = 'inspiration';

/** Candidates from the package's data file text; throws with the zod message if the file changed shape. */
export const inspirationalCandidates = (json: string): Candidate[] => {
  const entries = inspirationalFileSchema.parse(JSON.parse(json.replace(/^\uFEFF/, '')));
  return entries.map((entry, index) => ({
    origin: `inspirational-quotes #${index + 1}`,
    text: entry.text.replace(/\s+/g, ' ').trim(),
    attribution: entry.from,
    sourceTopics: [INSPIRATIONAL_TOPIC],
  }));
};
