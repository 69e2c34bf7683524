/**
 * Spellings of the same author in the sources, and a few attribution lines that only a human
 * reading them can untangle. Everything here is a fact about the sources, kept small on purpose.
 */
import { foldLabel } from './labels.ts';

/** Whole attribution lines rewritten before parsing: the author and the work are in an order no rule can see. */
export const ATTRIBUTION_REWRITES: readonly (readonly [RegExp, string])[] = [
  [/^The Best of Will Rogers$/, 'Will Rogers, "The Best of Will Rogers"'],
  [/^"?Sniglets"?, "?Rich Hall (?:&|and) Friends"?$/, 'Rich Hall, "Sniglets"'],
  [/^Rich Hall (?:&|and) Friends, "Sniglets"$/, 'Rich Hall, "Sniglets"'],
  [/^Epigrams in Programming, (.*)$/, 'Alan Perlis, "Epigrams in Programming", $1'],
  [/^Geoffrey James, "The Tao of Programming"(.*)$/, 'Geoffrey James, "The Tao of Programming"$1'],
  [/^Linus(?=,|\s+(?:in|at|on)\b|$)/, 'Linus Torvalds'],
  [/^"Mark Twain, Pudd'nhead Wilson's Calendar"$/, 'Mark Twain, "Pudd\'nhead Wilson\'s Calendar"'],
  [/^One of Lazarus Long's most penetrating insights$/, 'Lazarus Long'],
  [/^Coca-Cola slogans$/, 'Coca-Cola'],
  // Chapter and verse: the Bible is the work, the verse the source.
  [
    /^((?:[1-3] )?(?:Genesis|Exodus|Leviticus|Numbers|Deuteronomy|Joshua|Judges|Ruth|Samuel|Kings|Chronicles|Ezra|Nehemiah|Esther|Job|Psalms?|Proverbs|Ecclesiastes|Song of Solomon|Isaiah|Jeremiah|Lamentations|Ezekiel|Ezek\\.|Daniel|Hosea|Joel|Amos|Obadiah|Jonah|Micah|Nahum|Habakkuk|Zephaniah|Haggai|Zechariah|Malachi|Matthew|Mark|Luke|John|Acts|Romans|Corinthians|Galatians|Ephesians|Philippians|Colossians|Thessalonians|Timothy|Titus|Philemon|Hebrews|James|Peter|Jude|Revelations?),? \d+:\d+(?:-\d+)?)(?:\s*\[[^\]]*\])?(?:, (.*))?$/,
    'The Bible, "$1", $2',
  ],
  [/^Proverbs, some selections from the Jewish Scripture$/, 'The Bible, "Proverbs"'],
  [/^e\. ?e\. cummings$/, 'E. E. Cummings'],
  [/^Kehlog Albran, "The Profit"$/, 'Kehlog Albran, "The Profit"'],
  [/^Lao Tse, "Tao Te Ching"$/, 'Lao Tzu, "Tao Te Ching"'],
  [/^(Capt\.|Captain) Kathryn Janeway, Star Trek: Voyager, (.*)$/, 'Kathryn Janeway, "Star Trek: Voyager", $2'],
];

/** Canonical label → the other spellings of the same author found in the sources. */
const CANONICAL_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  'George Bernard Shaw': ['G. B. Shaw', 'G.B. Shaw', 'Shaw', 'Bernard Shaw', 'GBS', 'G. Bernard Shaw'],
  'Lao Tzu': ['Lao Tse', 'Lao Tsu', 'Lao-Tzu', 'Lao-Tse', 'Lao-tsu', 'Laotse', 'Lao Tze', 'Laozi'],
  'Chuang Tzu': ['Chuang-tzu', 'Chuang Tse', 'Chuang-Tse', 'Zhuangzi', 'Chuang-Tzu'],
  'Sun Tzu': ['Sun-Tzu', 'Sun Tsu'],
  'William Shakespeare': ['Shakespeare', 'Wm. Shakespeare', 'W. Shakespeare', 'Will Shakespeare', 'William Shakespear'],
  'Albert Einstein': ['Einstein', 'A. Einstein'],
  'David Parnas': ['Dave Parnas'],
  'Wilhelm Stekel': ['William Stekel'],
  'Friedrich Nietzsche': ['Nietzsche', 'F. Nietzsche', 'Friedrich Wilhelm Nietzsche', 'Frederick Nietzsche'],
  'Johann Wolfgang von Goethe': [
    'Goethe',
    'J. W. von Goethe',
    'Johann von Goethe',
    'Johann Wolfgang Goethe',
    'J. W. Goethe',
  ],
  Horace: ['Quintus Horatius Flaccus'],
  'The Firesign Theatre': ['Firesign Theatre', 'Firesign Theater', 'The Firesign Theater'],
  "The Hitchhiker's Guide to the Galaxy": [
    "Hitchhiker's Guide",
    "Hitchiker's Guide",
    "The Hitchhiker's Guide",
    "Hitchhiker's Guide to the Galaxy",
    "Hitchiker's Guide To The Galaxy",
  ],
  'Monty Python': ["Monty Python's Flying Circus"],
  Virgil: ['Publius Vergilius Maro', 'Vergil'],
  Terence: ['Publius Terentius Afer'],
  Plautus: ['Titus Maccius Plautus'],
  Seneca: ['Lucius Annaeus Seneca', 'Seneca the Younger'],
  Cicero: ['Marcus Tullius Cicero'],
  Pompey: ['Gnaeus Pompeius'],
  Petronius: ['Gaius Petronius', 'Petronius Arbiter'],
  'Miguel de Cervantes': ['Cervantes', 'Miguel de Cervantes Saavedra'],
  'François de La Rochefoucauld': [
    'La Rochefoucauld',
    'LaRochefoucauld',
    'Duc de La Rochefoucauld',
    'Francois de La Rochefoucauld',
    'Rochefoucauld',
  ],
  'Ludwig van Beethoven': ['Beethoven'],
  'Linus Torvalds': ['Torvalds'],
  'Mark Twain': ['Twain'],
  'Oscar Wilde': ['Wilde'],
  'Ralph Waldo Emerson': ['Emerson', 'R. W. Emerson', 'Ralph Emerson'],
  'Benjamin Franklin': ['Ben Franklin', 'B. Franklin'],
  'Winston Churchill': ['Winston S. Churchill', 'Sir Winston Churchill', 'Churchill'],
  'Samuel Goldwyn': ['Sam Goldwyn', 'Goldwyn'],
  'Mahatma Gandhi': ['Gandhi', 'Mohandas Gandhi', 'M. K. Gandhi', 'Mohandas K. Gandhi'],
  'Napoleon Bonaparte': ['Napoleon', 'Napoleon I'],
  'Leonardo da Vinci': ['Da Vinci', 'Leonardo'],
  'Henry David Thoreau': ['Thoreau', 'H. D. Thoreau'],
  'Isaac Newton': ['Sir Isaac Newton', 'Newton'],
  'Thomas Edison': ['Thomas A. Edison', 'Thomas Alva Edison', 'Edison'],
  'Theodore Roosevelt': ['Teddy Roosevelt', 'T. Roosevelt'],
  'Franklin D. Roosevelt': ['Franklin Delano Roosevelt', 'Franklin Roosevelt', 'F. D. Roosevelt', 'FDR'],
  'John F. Kennedy': ['John Fitzgerald Kennedy', 'JFK', 'J. F. Kennedy'],
  'Abraham Lincoln': ['Lincoln', 'Abe Lincoln', 'A. Lincoln'],
  'Dwight D. Eisenhower': ['D. D. Eisenhower', 'Dwight Eisenhower', 'Eisenhower'],
  'Martin Luther King Jr.': ['Martin Luther King', 'Dr. Martin Luther King', 'Dr. Martin Luther King Jr.'],
  'Jonathan Swift': ['Swift', 'Dean Swift'],
  'Samuel Johnson': ['Dr. Johnson', 'Dr. Samuel Johnson'],
  'James T. Kirk': ['Kirk', 'Captain Kirk', 'Capt. Kirk', 'Captain James T. Kirk'],
  Spock: ['Mr. Spock'],
  'Leonard McCoy': ['McCoy', 'Dr. McCoy', 'Dr. Leonard McCoy', 'Bones McCoy'],
  'Montgomery Scott': ['Scotty'],
  'Alfred E. Neuman': ['Alfred E. Newman'],
  'C-3PO': ['C3P0', 'C3PO', 'See-Threepio'],
  'Darth Vader': ['Darse ("Darth") Vader', 'Darse Vader'],
  'Jean-Luc Picard': ['Captain Picard', 'Picard', 'Captain Jean-Luc Picard'],
  'Hester Prynne': ['Hester Pryne'],
  'Jim Hacker': ['Hon. J. Hacker', 'J. Hacker'],
  'Antoine de Saint-Exupéry': [
    'Antoine de Saint Exupery',
    'Saint-Exupéry',
    'Saint-Exupery',
    'Antoine de Saint-Exupery',
  ],
  'Honoré de Balzac': ['Balzac', 'Honore de Balzac', 'Honoré DeBalzac', 'Honore DeBalzac'],
  'Michel de Montaigne': ['Montaigne', 'Michel Eyquem de Montaigne'],
  'Grace Murray Hopper': ['Grace Hopper', 'Admiral Grace Hopper', 'Grace M. Hopper'],
  'Rainer Maria Rilke': ['Rainer Rilke', 'Rilke'],
  'Obi-Wan Kenobi': ['Obi-wan Kenobi', 'Obi Wan Kenobi', 'Ben Kenobi'],
  'T. S. Eliot': ['Thomas Stearns Eliot', 'T.S. Eliot'],
  'G. K. Chesterton': ['C. K. Chesterton', 'Chesterton', 'Gilbert Keith Chesterton'],
  'Blaise Pascal': ['Pascal'],
  'Ambrose Bierce': ['Bierce'],
  'H. L. Mencken': ['Mencken', 'H.L. Mencken', 'Henry Louis Mencken'],
  'W. C. Fields': ['Fields', 'W.C. Fields'],
  'Groucho Marx': ['Groucho'],
  'Sigmund Freud': ['Freud'],
  'Charles Darwin': ['Darwin'],
  'Francis Bacon': ['Sir Francis Bacon', 'Lord Bacon', 'Bacon'],
  'Thomas Jefferson': ['Jefferson'],
  'Bertrand Russell': ['Lord Russell'],
  'Robert A. Heinlein': ['Robert Heinlein', 'R. A. Heinlein', 'Heinlein'],
  'Søren Kierkegaard': ['Soren Kierkegaard', 'Kierkegaard'],
  'Kurt Gödel': ['Kurt Godel', 'Godel', 'Gödel'],
  'Karel Čapek': ['Karel Capek', 'Capek'],
  'Stanisław Lem': ['Stanislaw Lem', 'Lem'],
  'Dag Hammarskjöld': ['Dag Hammarskjold'],
  'Publilius Syrus': ['Publius Syrus', 'Syrus'],
  'Edsger W. Dijkstra': ['Edsger Dijkstra', 'E. W. Dijkstra', 'Dijkstra', 'Edsgar Dijkstra'],
  'Fred Brooks Jr.': ['Frederick P. Brooks', 'Frederick Brooks', 'Fred Brooks', 'Frederick P. Brooks Jr.'],
  'Alan Perlis': ['A. J. Perlis', 'Alan J. Perlis', 'Perlis'],
  'A. E. Housman': ['A. E. Houseman', 'Housman'],
  'Gloria Steinem': ['Gloria Steinham'],
  'Finley Peter Dunne': ['Finlay Peter Dunne'],
  'Richard Bach': ['R. Bach'],
  'Kahlil Gibran': ['Khalil Gibran', 'Gibran'],
  'Fyodor Dostoevsky': ['Dostoevsky', 'Dostoyevsky', 'Fyodor Dostoyevsky', 'Feodor Dostoevsky'],
  'Leo Tolstoy': ['Tolstoy', 'Lev Tolstoy', 'Count Leo Tolstoy'],
  'Ivan Turgenev': ['Turgenev'],
  'Anton Chekhov': ['Chekhov', 'Anton Chekov'],
  'Jesus Christ': ['Jesus'],
  'Gautama Buddha': ['Buddha', 'The Buddha', 'Siddhartha Gautama'],
  'Marcus Aurelius': ['Marcus Aurelius Antoninus'],
  Voltaire: ['François-Marie Arouet'],
};

const ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(CANONICAL_SPELLINGS).flatMap(([canonical, spellings]) => [
    [foldLabel(canonical), canonical] as const,
    ...spellings.map((spelling) => [foldLabel(spelling), canonical] as const),
  ]),
);

/** The canonical label of a known spelling, or null when the table does not know it. */
export const canonicalLabel = (label: string): string | null => ALIASES.get(foldLabel(label)) ?? null;

/** Applies the first matching rewrite to a raw attribution line. */
export const rewriteAttribution = (raw: string): string => {
  for (const [pattern, replacement] of ATTRIBUTION_REWRITES) {
    if (pattern.test(raw)) return raw.replace(pattern, replacement);
  }
  return raw;
};

/**
 * People known by one name: a one-word label like these is never merged into someone else with the
 * same surname ("Moses" is not "Grandma Moses").
 */
export const KNOWN_MONONYMS: ReadonlySet<string> = new Set(
  `Plato Aristotle Socrates Homer Moses Buddha Jesus Confucius Mencius Voltaire Virgil Horace Ovid Terence Plautus Seneca
  Cicero Juvenal Martial Petronius Tacitus Lucretius Livy Pliny Epictetus Epicurus Diogenes Heraclitus Herodotus Thucydides
  Pythagoras Euclid Archimedes Sophocles Euripides Aeschylus Aristophanes Aesop Phaedrus Menander Hippocrates Galen
  Pericles Solon Demosthenes Xenophon Plutarch Zeno Protagoras Democritus Anacharsis Sappho Pindar Hesiod Catullus
  Propertius Sallust Quintilian Caligula Nero Augustus Caesar Pompey Hannibal Saladin Rumi Hafiz Kabir Avicenna Averroes
  Maimonides Hillel Solomon David Isaiah Jeremiah Job Paul Peter Mohammed Muhammad Zoroaster Rabelais Molière Moliere
  Michelangelo Raphael Rembrandt Titian Dante Petrarch Boccaccio Galileo Copernicus Paracelsus Nostradamus Napoleon
  Charlemagne Voltaire Stendhal Colette Chateaubriand Novalis Liberace Madonna Cher Prince Sting Bono Pelé Pele Twiggy
  Cantinflas Saki Sapper Phiz Boz Anonymous Unknown`
    .split(/\s+/)
    .map(foldLabel),
);
