/** `npm run new`: adds a quote to an existing or a new author (see `npm run new -- --help`). */
import { editorMain } from './editor/run.ts';

await editorMain('quote');
