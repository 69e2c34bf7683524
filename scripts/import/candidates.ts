/** A quotation as a source gives it, before any cleaning: the unit every reader produces. */
export interface Candidate {
  /** Where it came from, for messages and the report ("fortunes/art #12", "inspirational-quotes #3"). */
  readonly origin: string;
  readonly text: string;
  readonly attribution: string;
  /** Topics the source itself implies (the fortune file's theme). */
  readonly sourceTopics: readonly string[];
}
