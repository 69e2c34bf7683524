import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';

/** Asks questions one line at a time, on a terminal or from piped answers alike. */
export interface Prompter {
  /**
   * Asks `question` and waits for one line (trimmed). Tab completes from `completions` on a terminal.
   * Throws, naming `flag`, when the input has ended: the answer has to be given as that flag instead.
   */
  ask(question: string, flag: string, completions?: readonly string[]): Promise<string>;
  /** Prints a line of information. */
  say(message: string): void;
  /** Whether anything was asked: the session is interactive, so optional fields are offered and writing is confirmed. */
  readonly asked: boolean;
  close(): void;
}

/**
 * A prompter over a stream of lines. Lines are read through the interface's async iterator rather than
 * `question()`, which drops lines that arrive before it is called: piped answers all arrive at once.
 */
export const createPrompter = (input: Readable & { isTTY?: boolean }, output: Writable): Prompter => {
  let completions: readonly string[] = [];
  const terminal = input.isTTY === true;
  const lines = createInterface({
    input,
    output,
    terminal,
    // Completes what follows the last comma, so that lists ("humor, wis⇥") complete item by item.
    completer: (line: string) => {
      const part = line.slice(line.lastIndexOf(',') + 1).trimStart();
      const lower = part.toLowerCase();
      const hits = completions.filter((candidate) => candidate.toLowerCase().startsWith(lower));
      return [hits, part] as [string[], string];
    },
  });
  const iterator = lines[Symbol.asyncIterator]();
  // Piped input closes the interface once read to the end; its lines stay buffered in the iterator.
  let closed = false;
  lines.on('close', () => {
    closed = true;
  });
  let asked = false;
  return {
    async ask(question, flag, choices = []) {
      asked = true;
      completions = choices;
      if (closed) {
        output.write(question);
      } else {
        lines.setPrompt(question);
        lines.prompt();
      }
      const next = await iterator.next();
      if (next.done) {
        output.write('\n');
        throw new Error(`no answer to "${question.trim()}" (input ended): pass ${flag}`);
      }
      // Piped answers are not echoed by a terminal: echo them, so the transcript reads like a session.
      if (!terminal) output.write(`${next.value}\n`);
      return next.value.trim();
    },
    say(message) {
      output.write(`${message}\n`);
    },
    get asked() {
      return asked;
    },
    close() {
      lines.close();
    },
  };
};
