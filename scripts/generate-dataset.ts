/**
 * `npm run generate -- --quotes N --out DIR [--seed S] [--until YYYY-MM-DD] [--force]`: writes a
 * synthetic dataset in content/ format (DIR/topics.yaml, DIR/authors/*.yaml) for benchmarks.
 *
 * Deterministic for (quotes, seed, until): `until` is the newest `added` date and defaults to
 * today (UTC), so that /quotes/recent has something to find; pass it to reproduce a set exactly.
 * Shaped like real quote collections: Zipf-distributed quotes per author (a few prolific authors,
 * a long tail with one quote), log-normal text lengths (median ~80 code points, tail to 600) made
 * of English words with Zipfian frequencies plus a long tail of rarer words, names with
 * diacritics and particles, 20–60 topics. Files are written one author at a time, so memory
 * holds only hashes of what must stay unique, whatever the size.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { comparisonWords } from '../src/catalog/near-duplicates.ts';
import {
  QUOTE_MAX_LENGTH,
  QUOTE_MIN_LENGTH,
  RESERVED_QUOTE_PATHS,
  type AuthorType,
  type ContentAuthor,
  type ContentQuote,
  type ContentTopic,
} from '../src/schema/content.ts';
import { quotePathBase, slugify } from './import/slug.ts';

// ---------------------------------------------------------------- randomness

export type Random = () => number;

/** mulberry32: a small, fast, well-mixed 32-bit PRNG; uniform in [0, 1). */
export const mulberry32 = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

/** A sampler of ranks 0..size-1 with P(rank) ∝ 1/(rank+1+offset)^exponent (Zipf–Mandelbrot). */
const zipf = (size: number, exponent: number, offset = 0) => {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank++) {
    total += 1 / (rank + 1 + offset) ** exponent;
    cumulative[rank] = total;
  }
  return (random: Random): number => {
    const target = random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
};

const standardNormal = (random: Random): number =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** 53-bit string hash (cyrb53): uniqueness checks keep numbers, not strings, so 1M quotes fit easily. */
const hash53 = (text: string): number => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
};

// ---------------------------------------------------------------- vocabulary

const words = (list: string): string[] => list.trim().split(/\s+/);

/** English function words, most frequent first. */
const FUNCTION_WORDS = words(`
  the of and to a in is that it you for I not be with as we but all what are his he this have by on
  or they at one if no so from your was who will do can my our there an when more than only me which
  their them its been has would how never must every those these us into out up about some any may
  should could nor yet because without before after through where while once always also very too
  own same such each other both few much most many here now then again ever still just even
  whatever whoever nothing something everything someone everyone nobody
`);

/** Common English content words, roughly most frequent first in quotations. */
const COMMON_WORDS = words(`
  life love man time world people good know things great way men make day think see heart mind truth
  nature work power right long live little thing art best better true nothing friend friends happy
  happiness woman women god death world believe learn never words word want find give say become
  change hope fear freedom peace war money success failure human history future past present mind
  beauty wisdom knowledge light dark dream dreams soul spirit faith reason children child young old
  age years night morning sun earth sea water fire air home family country nation government law
  justice courage strength mistake mistakes lesson lessons road journey step steps door house book
  books read write speak silence voice music song laugh smile tears pain joy sorrow anger patience
  kindness honesty character habit habits mind thought thoughts idea ideas question answer problem
  science nature universe star stars sky heaven hell virtue vice sin grace mercy art artist poet
  poetry story stories lie lies secret secrets enemy enemies leader leaders king people crowd city
  road path ground tree trees flower flowers garden rain wind storm winter summer spring autumn
  morning evening today tomorrow yesterday moment moments hour hours minute forever always begin
  end beginning ending start finish choose choice chance luck fortune wealth poor rich price value
  cost free trust doubt understand remember forget forgive ask tell hear listen look feel touch
  hold keep let leave stay follow lead fall rise stand walk run fly grow die born live living dead
  alive real simple hard easy deep high low strong weak wise foolish fool fools brave bold gentle
  kind cruel honest beautiful ugly whole half first last best worst greatest small large new old
  certain possible impossible important nobody somebody anyone anything enough alone together
  others another himself herself myself yourself ourselves themselves mind body health food bread
  wine coffee tea table bed sleep wake eyes face hands hand head feet blood bones skin name names
  money business market work job labour effort genius talent skill practice education school
  teacher student master servant slave freedom liberty equality society culture language
  letter letters mother father brother sister son daughter husband wife marriage wedding
  friendship loneliness solitude company conversation argument opinion opinions fact facts
  evidence proof belief religion church prayer miracle angel devil ghost shadow mirror window
`);

/** Rarer English words: the start of the long tail that makes search indexes realistic. */
const RARE_WORDS = words(`
  serendipity ephemeral melancholy labyrinth paradox enigma reverie solace quintessence ineffable
  luminous sonorous ubiquitous vicissitude equanimity magnanimity perseverance temperance fortitude
  prudence benevolence malevolence hubris nemesis catharsis epiphany zenith nadir apotheosis
  ambivalence absurdity audacity candour clemency credulity diligence eloquence exuberance fervour
  frivolity gravitas humility impetuosity integrity irony jubilation lethargy loquacity magnitude
  mendacity nostalgia obstinacy opulence panacea parsimony pathos penitence perfidy placidity
  rapture rectitude resilience sagacity sanguinity scepticism sincerity sobriety stoicism
  tenacity tranquillity turpitude valour veracity vigilance vivacity whimsy yearning zeal
  archipelago cathedral chrysalis citadel constellation crucible dominion embers firmament glacier
  harbinger horizon hourglass lantern lighthouse meridian monolith nebula oasis obelisk orchard
  parchment pendulum pilgrimage quarry rampart sanctuary sextant spire tapestry threshold tundra
  vestibule vineyard whirlwind wilderness zephyr alchemy almanac amulet anthem apprentice astronomer
  ballad bastion beacon blacksmith bramble cartographer cavalry chandelier chronicle compass
  courtier dervish dynasty emissary falconer ferryman gondolier herald hermit jester kingdom
  locksmith mariner minstrel navigator oracle orator philosopher physician pilgrim playwright
  prophet sage scholar sculptor sentinel shepherd soothsayer squire steward troubadour wanderer
  weaver café naïve façade fiancée déjà résumé élan über doppelgänger façades piñata jalapeño
`);

/**
 * The long tail: pronounceable made-up words, the same for every seed, so the vocabulary grows
 * with the dataset's size as real text does (a rare word appears only in a large collection).
 */
const tailWords = (count: number, avoid: ReadonlySet<string>): string[] => {
  const random = mulberry32(0x7a11);
  const onsets = words('b br c ch d dr f g gr h j k l m n p pr r s sh st t th tr v w z');
  const vowels = words('a e i o u a e i o u ai ea ou');
  const codas = ['', '', '', '', '', 'n', 'r', 's', 'l', 'm', 'nd', 'st', 'x'];
  const accents: Record<string, string> = { a: 'á', e: 'é', o: 'ö', u: 'ü', i: 'ï' };
  const made = new Set<string>();
  while (made.size < count) {
    const syllables = random() < 0.6 ? 2 : 3;
    let word = '';
    for (let s = 0; s < syllables; s++) word += pick(onsets, random) + pick(vowels, random) + pick(codas, random);
    if (random() < 0.03) word = word.replace(/[aeiou]/, (vowel) => accents[vowel] ?? vowel);
    if (!avoid.has(word)) made.add(word);
  }
  return [...made];
};

/** How many made-up words a dataset of `quotes` quotes draws from: Heaps' law, roughly. */
const tailWordCount = (quotes: number): number => Math.max(20_000, Math.round(quotes * 0.3));

interface Vocabulary {
  readonly functionWords: readonly string[];
  readonly contentWords: readonly string[];
  readonly functionRank: (random: Random) => number;
  readonly contentRank: (random: Random) => number;
}

/** Function words take ~45% of tokens, "the" ~7%; the most common content word ~1% ("life" in quotations). */
const vocabularyFor = (quotes: number): Vocabulary => {
  const real = [...new Set([...COMMON_WORDS, ...RARE_WORDS])];
  const contentWords = [...real, ...tailWords(tailWordCount(quotes), new Set([...real, ...FUNCTION_WORDS]))];
  return {
    functionWords: FUNCTION_WORDS,
    contentWords,
    functionRank: zipf(FUNCTION_WORDS.length, 0.9),
    contentRank: zipf(contentWords.length, 1, 5),
  };
};

// ---------------------------------------------------------------- names and topics

const FIRST_NAMES = words(`
  Karel Kurt Marie Mark Albert Simone Jean-Paul Zoë José François Søren Łukasz Ágnes Jürgen Anaïs
  Bjørn Ilse Émile Hélène Niccolò Fyodor Anton Leo Virginia Oscar Jane Charlotte Emily
  George Mary Ada Alan Grace Rosa Martin Nelson Mahatma Winston Franklin Eleanor Abraham Thomas
  Benjamin Isaac Galileo Johann Ludwig Wolfgang Friedrich Immanuel Arthur Blaise René Voltaire
  Miguel Gabriel Pablo Frida Octavio Jorge Isabel Chinua Wole Haruki Yukio Rabindranath Amrita
  Confucius Lao Sun Hafez Rumi Omar Naguib Orhan Nâzım Elif Ivan Anna Marina Václav Milan Bohumil
  Božena Jaroslav Wisława Czesław Stanisław Ingrid Astrid Selma Halldór Tove Sibelius Edvard Henrik
  Ödön Sándor Attila Mihai Ismail Dante Umberto Italo Natalia Elsa Primo Grazia Eça Fernando Luís
  Clarice Machado Chiamaka Ngozi Kofi Desmond Wangari Maya Toni Langston James Zora Audre bell
`);

const SURNAMES = words(`
  Čapek Gödel Curie Twain Einstein Beauvoir Sartre Kierkegaard Müller Dvořák Brontë Ibsen Smith
  Jones Wilde Austen Woolf Tolstoy Chekhov Dostoevsky Nabokov Akhmatova Tsvetaeva Havel Kundera
  Hrabal Němcová Hašek Szymborska Miłosz Lem Lindgren Lagerlöf Laxness Jansson Munch Strindberg
  Horváth Márai József Eminescu Kadare Alighieri Eco Calvino Ginzburg Morante Levi Deledda Queirós
  Pessoa Camões Lispector Assis Adichie Achebe Soyinka Annan Tutu Maathai Angelou Morrison Hughes
  Baldwin Hurston Lorde Hooks Murakami Mishima Tagore Pritam Hafiz Khayyam Mahfouz Pamuk Hikmet
  Şafak Turgenev Shakespeare Dickens Orwell Huxley Russell Churchill Roosevelt Lincoln Franklin
  Newton Galilei Goethe Beethoven Mozart Nietzsche Kant Schopenhauer Pascal Descartes Cervantes
  Márquez Picasso Kahlo Paz Borges Allende Neruda Mistral Ørsted Ångström Łoś Żeromski Öztürk
  Nuñez Peña Muñoz García Fernández López Martín Sánchez Gómez Jiménez Álvarez Romero Navarro
  O'Brien O'Connor McCarthy MacLeod Fitzgerald Kowalski Nowak Wiśniewski Dąbrowski Lewandowski
`);

/** Particles that belong to the surname, as in de Gaulle or van der Berg. */
const PARTICLES = words('de van von da di del du dos le la ter ten zu al- bin ibn').concat([
  'van der',
  'van den',
  'de la',
  'von der',
  'della',
]);

const PARTICLE_SURNAMES = words('Gaulle Berg Beethoven Humboldt Vinci Bellay Santos Maistre Clercq Meulen Ghent');

const MONONYMS = words(`
  Plato Socrates Aristotle Epictetus Seneca Heraclitus Diogenes Sappho Homer Virgil Ovid Horace
  Cicero Plutarch Rumi Hafez Kabir Mencius Zhuangzi Laozi Voltaire Molière Stendhal Novalis
  Colette Pelé Madonna Björk Sade Rūmī Avicenna Averroës Euclid Archimedes Pythagoras Hypatia
`);

const NATIONALITIES = words(`
  Czech Austrian French Dutch German Polish Hungarian Romanian Italian Spanish Portuguese Brazilian
  Argentine Mexican Chilean Nigerian Ghanaian Kenyan American British Irish Scottish Welsh Russian
  Ukrainian Swedish Norwegian Danish Icelandic Finnish Japanese Chinese Indian Persian Turkish
  Egyptian Greek Roman Albanian Estonian
`);

const OCCUPATIONS = words(`
  writer novelist poet playwright philosopher physicist chemist mathematician composer painter
  sculptor statesman politician activist economist historian essayist journalist actor singer
  inventor astronomer theologian psychologist architect diplomat general explorer critic
`);

const ADJECTIVES = words(`
  Silent Crimson Wandering Golden Broken Hollow Distant Velvet Iron Paper Midnight Electric Quiet
  Restless Forgotten Burning Northern Endless Little Second Last Great
`);

const PLURAL_NOUNS = words(`
  Lanterns Ravens Mariners Wolves Pilgrims Shadows Rivers Engines Saints Strangers Orchards Bells
  Hearts Kings Dreamers Foxes Clocks Sparrows Islands Voices
`);

const SINGULAR_NOUNS = words(`
  Garden River Mirror Lantern Harbour Empire Orchard Compass Winter Tide Citadel Meadow Tower
  Voyage Storm Silence Horizon Bridge Ember Kingdom
`);

const TITLES = words('Captain Doctor Professor Inspector Lady Sir Uncle Aunt Mister Sister');

/** The topics a dataset draws from; each dataset takes 20–60 of them. */
const TOPIC_NAMES = `
  Wisdom | Love | Life | Happiness | Friendship | Humor | Science | Art | Courage | Death | Time |
  Success | Failure | Hope | Truth | Nature | Education | Politics | Freedom | Faith | Work | Money |
  Power | War | Peace | Knowledge | Change | Family | Beauty | Imagination | Leadership | Music |
  Literature | Philosophy | Religion | Society | Technology | History | Health | Patience |
  Kindness | Honesty | Fear | Dreams | Motivation | Mathematics | Language | Travel | Solitude |
  Youth | Old Age | Memory | Justice | Ambition | Character | Simplicity | Curiosity | Gratitude |
  Food & Drink | Self-Knowledge
`
  .trim()
  .split(/\s*\|\s*/);

const MIN_TOPICS = 20;

// ---------------------------------------------------------------- distributions

/** Mean of P(k) ∝ k^-exponent over 1..max. */
const powerLawMean = (exponent: number, max: number): number => {
  let weights = 0;
  let weighted = 0;
  for (let k = 1; k <= max; k++) {
    const weight = k ** -exponent;
    weights += weight;
    weighted += k * weight;
  }
  return weighted / weights;
};

/** Average quotes per author: N/3.5 authors, inside the N/4..N/3 of real collections. */
const MEAN_QUOTES_PER_AUTHOR = 3.5;

/**
 * Quotes per author, summing to `total`: a power law whose largest value grows with the dataset
 * (1% of it, at least 50), its exponent found by bisection so that the mean is 3.5. The largest
 * count goes first: that author becomes Anonymous, as in real collections.
 */
const quotesPerAuthor = (total: number, random: Random): number[] => {
  const max = Math.max(50, Math.floor(total / 100));
  let low = 1.01;
  let high = 4;
  for (let step = 0; step < 40; step++) {
    const middle = (low + high) / 2;
    if (powerLawMean(middle, max) > MEAN_QUOTES_PER_AUTHOR) low = middle;
    else high = middle;
  }
  const draw = zipf(max, low);
  const counts: number[] = [];
  let sum = 0;
  while (sum < total) {
    const count = Math.min(draw(random) + 1, total - sum);
    counts.push(count);
    sum += count;
  }
  let largest = 0;
  for (let i = 1; i < counts.length; i++) if (counts[i]! > counts[largest]!) largest = i;
  [counts[0], counts[largest]] = [counts[largest]!, counts[0]!];
  return counts;
};

/** Code points of a quote: log-normal, median 80, a long tail clamped to the schema's bounds. */
const quoteLength = (random: Random): number =>
  Math.min(QUOTE_MAX_LENGTH, Math.max(QUOTE_MIN_LENGTH + 2, Math.round(76 * Math.exp(0.62 * standardNormal(random)))));

const codePoints = (word: string): number => [...word].length;

const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A quote of about `target` code points: sentences of Zipf-sampled words, about 45% function words
 * as in running English, with commas and varied end marks.
 */
const quoteText = (target: number, vocabulary: Vocabulary, random: Random): string => {
  const { functionWords, contentWords, functionRank, contentRank } = vocabulary;
  const parts: string[] = [];
  let length = 0;
  while (length < target) {
    const sentenceWords = 4 + Math.floor(random() * 14);
    for (let w = 0; w < sentenceWords && length < target; w++) {
      const raw = random() < 0.45 ? functionWords[functionRank(random)]! : contentWords[contentRank(random)]!;
      const word = w === 0 ? capitalize(raw) : raw;
      const separator = parts.length === 0 ? '' : w > 1 && random() < 0.07 ? ', ' : ' ';
      const next = separator + word;
      const size = codePoints(next);
      if (length + size + 1 > QUOTE_MAX_LENGTH) {
        length = target;
        break;
      }
      parts.push(next);
      length += size;
    }
    const end = random();
    parts.push(end < 0.8 ? '.' : end < 0.9 ? '?' : '!');
    length += 1;
  }
  return parts.join('');
};

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const DAY_MS = 86_400_000;
const SPAN_DAYS = 3650;
const IMPORT_DAYS = 150;

/**
 * `added` dates over the ten years up to `until`: most quotes arrive in import batches on a
 * few days (a Zipfian few of them large), the rest one at a time on any day.
 */
const addedDates = (until: string, random: Random) => {
  const end = Date.parse(`${until}T00:00:00Z`);
  const dayOf = () => Math.floor(random() * SPAN_DAYS);
  const importDays = Array.from({ length: IMPORT_DAYS }, dayOf);
  const importRank = zipf(IMPORT_DAYS, 1);
  return (): string => {
    const daysBack = random() < 0.6 ? importDays[importRank(random)]! : dayOf();
    return isoDate(end - daysBack * DAY_MS);
  };
};

// ---------------------------------------------------------------- authors

interface AuthorIdentity {
  readonly name: string;
  readonly surname: string;
  readonly type: AuthorType;
  readonly description: string | null;
  readonly aliases?: string[];
}

const NAME_SYLLABLES = words('va ko ri se mal dor ten ber li na sto wen');

/** A syllable-made surname for the long tail, e.g. "Varkosi". */
const madeUpSurname = (random: Random): string =>
  capitalize(Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(NAME_SYLLABLES, random)).join(''));

const lifespan = (random: Random): string => {
  const born = 1600 + Math.floor(random() * 380);
  const died = born + 30 + Math.floor(random() * 65);
  return died >= 2024 ? `(born ${born})` : `(${born}–${died})`;
};

const personIdentity = (random: Random, type: 'person' | 'fictional'): AuthorIdentity => {
  if (type === 'person' && random() < 0.05) {
    return {
      name: '',
      surname: random() < 0.4 ? pick(MONONYMS, random) : madeUpSurname(random),
      type,
      description: random() < 0.7 ? `${pick(NATIONALITIES, random)} ${pick(OCCUPATIONS, random)}` : null,
    };
  }
  let name = pick(FIRST_NAMES, random);
  if (random() < 0.08) name += ` ${String.fromCharCode(65 + Math.floor(random() * 26))}.`;
  const particle = random() < 0.08 ? pick(PARTICLES, random) : '';
  const base =
    particle && random() < 0.4
      ? pick(PARTICLE_SURNAMES, random)
      : random() < 0.6
        ? pick(SURNAMES, random)
        : madeUpSurname(random);
  const surname = particle ? (particle.endsWith('-') ? `${particle}${base}` : `${particle} ${base}`) : base;
  if (type === 'fictional') {
    const titled = random() < 0.4;
    return {
      name: titled ? pick(TITLES, random) : name,
      surname,
      type,
      description:
        random() < 0.5
          ? `Character in ${pick(words('The A'), random)} ${pick(ADJECTIVES, random)} ${pick(SINGULAR_NOUNS, random)}`
          : null,
    };
  }
  const description =
    random() < 0.85 ? `${pick(NATIONALITIES, random)} ${pick(OCCUPATIONS, random)} ${lifespan(random)}` : null;
  const aliases = random() < 0.05 ? [`${name.charAt(0)}. ${surname}`] : undefined;
  return { name, surname, type, description, ...(aliases ? { aliases } : {}) };
};

const collectiveIdentity = (random: Random): AuthorIdentity => {
  const style = random();
  const surname =
    style < 0.5
      ? `The ${pick(ADJECTIVES, random)} ${pick(PLURAL_NOUNS, random)}`
      : style < 0.75
        ? `${pick(SURNAMES, random)} & Sons`
        : `${pick(ADJECTIVES, random)} ${pick(SINGULAR_NOUNS, random)} Society`;
  return { name: '', surname, type: 'collective', description: random() < 0.5 ? 'A band' : null };
};

const workIdentity = (random: Random): AuthorIdentity => ({
  name: '',
  surname:
    random() < 0.5
      ? `The Book of ${pick(SINGULAR_NOUNS, random)}`
      : `${pick(ADJECTIVES, random)} ${pick(SINGULAR_NOUNS, random)}`,
  type: 'work',
  description:
    random() < 0.5
      ? `${pick(words('Film Novel Song Television'), random)} (${1950 + Math.floor(random() * 74)})`
      : null,
});

/**
 * Who says the `index`-th author's quotes. The first is Anonymous; proverbs take one author per
 * nationality while any are left; the rest are people (~90%), collectives, characters and works.
 */
const authorIdentities = (random: Random) => {
  const proverbs = [...NATIONALITIES];
  return (index: number): AuthorIdentity => {
    if (index === 0) return { name: '', surname: 'Anonymous', type: 'anonymous', description: null };
    const roll = random();
    if (roll < 0.03 && proverbs.length > 0) {
      const [nationality] = proverbs.splice(Math.floor(random() * proverbs.length), 1);
      return { name: '', surname: `${nationality} Proverb`, type: 'proverb', description: null };
    }
    if (roll < 0.07) return collectiveIdentity(random);
    if (roll < 0.1) return personIdentity(random, 'fictional');
    if (roll < 0.12) return workIdentity(random);
    return personIdentity(random, 'person');
  };
};

/**
 * Texts with at most this many words are also kept from nearly repeating one another (one word
 * changed, added or dropped). Random texts longer than that practically never come so close: two
 * of them would have to agree in every place but one.
 */
const SHORT_TEXT_WORDS = 8;

/**
 * Accepts a text unless the catalog would call it a repeat of an accepted one: the same folded
 * letters, the same set of words, or, for short texts, the same words but one. Remembers hashes
 * only, so that a million quotes fit in memory.
 */
const textGuard = () => {
  const letters = new Set<number>();
  const wordSets = new Set<number>();
  const sequences = new Set<number>();
  const oneWordChanged = new Set<number>();
  const oneWordDropped = new Set<number>();
  const without = (words: readonly string[], at: number, instead?: string) =>
    hash53([...words.slice(0, at), ...(instead === undefined ? [] : [instead]), ...words.slice(at + 1)].join(' '));
  return (text: string): boolean => {
    const words = comparisonWords(text);
    const letterKey = hash53(words.join(''));
    const wordSetKey = hash53([...new Set(words)].sort().join(' '));
    if (letters.has(letterKey) || wordSets.has(wordSetKey)) return false;
    const sequence = hash53(words.join(' '));
    // A text one word longer than a short one may be that text with a word added.
    const changed = words.length <= SHORT_TEXT_WORDS ? words.map((_, at) => without(words, at, '\u0001')) : [];
    const dropped = words.length <= SHORT_TEXT_WORDS + 1 ? words.map((_, at) => without(words, at)) : [];
    if (
      oneWordDropped.has(sequence) ||
      changed.some((key) => oneWordChanged.has(key)) ||
      dropped.some((key) => sequences.has(key))
    ) {
      return false;
    }
    letters.add(letterKey);
    wordSets.add(wordSetKey);
    if (words.length <= SHORT_TEXT_WORDS) {
      sequences.add(sequence);
      for (const key of changed) oneWordChanged.add(key);
      for (const key of dropped) oneWordDropped.add(key);
    }
    return true;
  };
};

// ---------------------------------------------------------------- YAML

const YAML_WORDS = new Set(['null', 'true', 'false', '~']);

/** A string as a YAML scalar: plain when that cannot be misread, else JSON's double-quoted form (valid YAML). */
const scalar = (value: string): string =>
  /^\p{L}[^\n:#"]*$/u.test(value) && value === value.trimEnd() && !YAML_WORDS.has(value.toLowerCase())
    ? value
    : JSON.stringify(value);

const authorYaml = (author: ContentAuthor): string => {
  const lines = [
    `id: ${author.id}`,
    `name: ${scalar(author.name)}`,
    `surname: ${scalar(author.surname)}`,
    `type: ${author.type}`,
    `description: ${author.description === null ? 'null' : scalar(author.description)}`,
  ];
  if (author.aliases) lines.push('aliases:', ...author.aliases.map((alias) => `  - ${scalar(alias)}`));
  lines.push('quotes:');
  for (const quote of author.quotes) {
    lines.push(
      `  - id: ${quote.id}`,
      `    path: ${scalar(quote.path)}`,
      `    text: ${scalar(quote.text)}`,
      `    topics: [${quote.topics.join(', ')}]`,
      `    added: ${quote.added}`,
    );
    if (quote.source !== undefined) lines.push(`    source: ${scalar(quote.source)}`);
  }
  return `${lines.join('\n')}\n`;
};

const topicsYaml = (topics: readonly ContentTopic[]): string =>
  topics
    .map(
      (topic) =>
        `- slug: ${topic.slug}\n  name: ${scalar(topic.name)}\n  description: ${topic.description === null ? 'null' : scalar(topic.description)}\n`,
    )
    .join('');

// ---------------------------------------------------------------- the dataset

export interface DatasetOptions {
  readonly quotes: number;
  readonly seed: number;
  /** Newest `added` date, YYYY-MM-DD. */
  readonly until: string;
  /** Author and quote ids start after this (default 0), leaving the ids below to content merged in. */
  readonly idOffset?: number;
}

export interface DatasetFile {
  /** Relative to the dataset's folder: `topics.yaml` or `authors/<path>.yaml`. */
  readonly path: string;
  readonly text: string;
  readonly quotes: number;
}

const RESERVED: ReadonlySet<string> = new Set(RESERVED_QUOTE_PATHS);

/** Every file of the dataset, topics.yaml first, then one author at a time. */
export function* datasetFiles({ quotes: total, seed, until, idOffset = 0 }: DatasetOptions): Generator<DatasetFile> {
  if (!Number.isInteger(total) || total < 1) throw new Error(`quotes must be a positive whole number (got ${total})`);
  const random = mulberry32(seed);

  const topicCount = Math.min(total, MIN_TOPICS + Math.floor(random() * (TOPIC_NAMES.length - MIN_TOPICS + 1)));
  const topics: ContentTopic[] = [...TOPIC_NAMES]
    .map((name) => ({ name, order: random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, topicCount)
    .map(({ name }) => ({
      slug: slugify(name),
      name,
      description: random() < 0.8 ? `Quotes about ${name.toLowerCase()}.` : null,
    }));
  yield { path: 'topics.yaml', text: topicsYaml(topics), quotes: 0 };

  const vocabulary = vocabularyFor(total);
  const topicRank = zipf(topics.length, 0.9);
  const added = addedDates(until, random);
  const identityOf = authorIdentities(random);
  const authorPathCounts = new Map<string, number>();
  const quotePaths = new Set<number>();
  const isNewText = textGuard();
  let quoteId = 0;

  for (const [index, count] of quotesPerAuthor(total, random).entries()) {
    const identity = identityOf(index);
    const fullName = identity.name ? `${identity.name} ${identity.surname}` : identity.surname;
    const base = slugify(fullName, 90);
    const seen = authorPathCounts.get(base) ?? 0;
    authorPathCounts.set(base, seen + 1);
    // Names have no digits, so a numbered path never meets a plain one.
    const authorPath = seen === 0 ? base : `${base}-${seen + 1}`;

    const quotes: ContentQuote[] = [];
    for (let q = 0; q < count; q++) {
      const id = idOffset + ++quoteId;
      let text: string;
      do text = quoteText(quoteLength(random), vocabulary, random);
      while (!isNewText(text));

      const pathBase = quotePathBase(text);
      const pathHash = hash53(pathBase);
      // Words have no digits either: a path suffixed with the unique id never meets another.
      const path = RESERVED.has(pathBase) || quotePaths.has(pathHash) ? `${pathBase}-${id}` : pathBase;
      quotePaths.add(pathHash);

      const wanted = random() < 0.5 ? 1 : random() < 0.7 ? 2 : 3;
      // The first quotes take one topic each in turn, so that every topic has a quote.
      const chosen = new Set<string>(quoteId <= topics.length ? [topics[quoteId - 1]!.slug] : []);
      while (chosen.size < Math.min(wanted, topics.length)) chosen.add(topics[topicRank(random)]!.slug);

      const source =
        identity.type === 'person' && random() < 0.08
          ? `${pick(words('Letters Notebooks Essays Diaries Sermons Dialogues'), random)}, ${1700 + Math.floor(random() * 320)}`
          : undefined;
      quotes.push({ id, path, text, topics: [...chosen], added: added(), ...(source ? { source } : {}) });
    }
    const author: ContentAuthor = { id: idOffset + index + 1, ...identity, quotes };
    yield { path: `authors/${authorPath}.yaml`, text: authorYaml(author), quotes: count };
  }
}

// ---------------------------------------------------------------- command line

const today = (): string => new Date().toISOString().slice(0, 10);

const main = () => {
  const { values } = parseArgs({
    options: {
      quotes: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string', default: '42' },
      until: { type: 'string', default: today() },
      force: { type: 'boolean', default: false },
    },
  });
  const usage = 'usage: npm run generate -- --quotes N --out DIR [--seed S] [--until YYYY-MM-DD] [--force]';
  const quotes = Number(values.quotes);
  const seed = Number(values.seed);
  if (!values.out || !Number.isInteger(quotes) || quotes < 1)
    throw new Error(`${usage}\n(--quotes a positive whole number and --out a folder are required)`);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number (got ${values.seed})`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.until) || Number.isNaN(Date.parse(values.until)))
    throw new Error(`--until must be a date such as 2025-01-31 (got ${values.until})`);
  if (existsSync(values.out) && readdirSync(values.out).length > 0) {
    if (!values.force)
      throw new Error(
        `${values.out} is not empty: choose an empty folder, or pass --force to replace its topics.yaml and authors/`,
      );
    rmSync(join(values.out, 'authors'), { recursive: true, force: true });
    rmSync(join(values.out, 'topics.yaml'), { force: true });
  }

  const started = performance.now();
  mkdirSync(join(values.out, 'authors'), { recursive: true });
  let files = 0;
  let authors = 0;
  let bytes = 0;
  for (const file of datasetFiles({ quotes, seed, until: values.until })) {
    writeFileSync(join(values.out, file.path), file.text);
    files += 1;
    bytes += Buffer.byteLength(file.text);
    if (file.quotes > 0) authors += 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `wrote ${quotes} quotes by ${authors} authors (seed ${seed}, until ${values.until}) to ${values.out}: ${files} files, ${(bytes / 1048576).toFixed(1)} MiB in ${seconds} s`,
  );
};

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
