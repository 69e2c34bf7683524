/** `npm run new-author`: adds an author with its first quote (see `npm run new-author -- --help`). */
import { editorMain } from './editor/run.ts';

await editorMain('author');
