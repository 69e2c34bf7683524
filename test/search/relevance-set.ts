/**
 * The relevance set: queries over the shipped dataset (content/) with the hit a reader expects.
 * A quote is named by its path (any of several when the dataset holds near-copies), an author by
 * path, a topic by slug (the top quote must carry it).
 */

export type RelevanceKind =
  'phrase' | 'rare word' | 'surname' | 'full name' | 'typo' | 'prefix' | 'diacritics' | 'topic';

export type Expected = { quote: readonly string[] } | { author: string } | { topic: string };

export interface RelevanceCase {
  readonly query: string;
  readonly kind: RelevanceKind;
  readonly expected: Expected;
}

const quote = (...paths: string[]): Expected => ({ quote: paths });
const author = (path: string): Expected => ({ author: path });
const topic = (slug: string): Expected => ({ topic: slug });

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Exact phrases.
  {
    query: 'imagination is more important than knowledge',
    kind: 'phrase',
    expected: quote('imagination-more-important-knowledge'),
  },
  {
    query: 'a journey of a thousand miles',
    kind: 'phrase',
    expected: quote('journey-thousand-miles-must-begin-single', 'journey-thousand-miles-starts-under-ones'),
  },
  {
    query: 'premature optimization is the root of all evil',
    kind: 'phrase',
    expected: quote('premature-optimization-root-all-evil'),
  },
  { query: 'live long and prosper', kind: 'phrase', expected: quote('live-long-prosper') },
  { query: 'my kingdom for a horse', kind: 'phrase', expected: quote('horse-horse-kingdom-horse') },
  { query: 'be the change you wish to see', kind: 'phrase', expected: quote('must-change-wish-see-world') },
  {
    query: 'as simple as possible but not simpler',
    kind: 'phrase',
    expected: quote('everything-should-made-simple-possible-simpler'),
  },
  { query: 'to err is human to purr feline', kind: 'phrase', expected: quote('err-human-purr-feline') },
  { query: 'not all those who wander are lost', kind: 'phrase', expected: quote('all-gold-glitter-all-those-who') },
  { query: 'whoever fights monsters', kind: 'phrase', expected: quote('whoever-fights-monsters-should-see-process') },
  {
    query: 'perfection is reached not when there is no longer anything to add',
    kind: 'phrase',
    expected: quote('perfection-reached-when-longer-anything-add'),
  },
  {
    query: 'conceit causes more conversation than wit',
    kind: 'phrase',
    expected: quote('conceit-causes-more-conversation-wit'),
  },
  // Single rare words.
  { query: 'lutefisk', kind: 'rare word', expected: quote('net-like-vast-sea-lutefisk-tiny') },
  { query: 'teaspoon', kind: 'rare word', expected: quote('terminal-lethal-teaspoon') },
  { query: 'lantern', kind: 'rare word', expected: quote('cynic-person-searching-honest-man-stolen') },
  { query: 'steelypips', kind: 'rare word', expected: quote('far-here-white-sun-behind-green') },
  { query: 'gravitation', kind: 'rare word', expected: quote('gravitation-cannot-held-responsible-people-falling') },
  { query: 'obscurantist', kind: 'rare word', expected: quote('star-wars-adolescent-nonsense-close-encounters') },
  // Author surnames and full names: the author must be the first author.
  { query: 'twain', kind: 'surname', expected: author('mark-twain') },
  { query: 'einstein', kind: 'surname', expected: author('albert-einstein') },
  { query: 'nietzsche', kind: 'surname', expected: author('friedrich-nietzsche') },
  { query: 'tolkien', kind: 'surname', expected: author('j-r-r-tolkien') },
  { query: 'churchill', kind: 'surname', expected: author('winston-churchill') },
  { query: 'dijkstra', kind: 'surname', expected: author('edsger-w-dijkstra') },
  { query: 'torvalds', kind: 'surname', expected: author('linus-torvalds') },
  { query: 'wilde', kind: 'surname', expected: author('oscar-wilde') },
  { query: 'mark twain', kind: 'full name', expected: author('mark-twain') },
  { query: 'oscar wilde', kind: 'full name', expected: author('oscar-wilde') },
  { query: 'larry wall', kind: 'full name', expected: author('larry-wall') },
  { query: 'george bernard shaw', kind: 'full name', expected: author('george-bernard-shaw') },
  { query: 'lao tzu', kind: 'full name', expected: author('lao-tzu') },
  { query: 'ralph waldo emerson', kind: 'full name', expected: author('ralph-waldo-emerson') },
  { query: 'mahatma gandhi', kind: 'full name', expected: author('mahatma-gandhi') },
  // Typos.
  { query: 'einstien', kind: 'typo', expected: author('albert-einstein') },
  { query: 'shakespere', kind: 'typo', expected: author('william-shakespeare') },
  { query: 'nietzche', kind: 'typo', expected: author('friedrich-nietzsche') },
  { query: 'djikstra', kind: 'typo', expected: author('edsger-w-dijkstra') },
  { query: 'torvals', kind: 'typo', expected: author('linus-torvalds') },
  { query: 'imagnation knowlege', kind: 'typo', expected: quote('imagination-more-important-knowledge') },
  { query: 'premature optimisation', kind: 'typo', expected: quote('premature-optimization-root-all-evil') },
  // Prefixes: the last word unfinished.
  { query: 'shakesp', kind: 'prefix', expected: author('william-shakespeare') },
  { query: 'kierkeg', kind: 'prefix', expected: author('soren-kierkegaard') },
  { query: 'premature optim', kind: 'prefix', expected: quote('premature-optimization-root-all-evil') },
  { query: 'lutef', kind: 'prefix', expected: quote('net-like-vast-sea-lutefisk-tiny') },
  { query: 'live long and pros', kind: 'prefix', expected: quote('live-long-prosper') },
  // Diacritics, typed or not.
  { query: 'soren kierkegaard', kind: 'diacritics', expected: author('soren-kierkegaard') },
  { query: 'Søren', kind: 'diacritics', expected: author('soren-kierkegaard') },
  { query: 'stanislaw lem', kind: 'diacritics', expected: author('stanislaw-lem') },
  { query: 'hammarskjold', kind: 'diacritics', expected: author('dag-hammarskjold') },
  { query: 'exupery', kind: 'diacritics', expected: author('antoine-de-saint-exupery') },
  { query: 'francois de la rochefoucauld', kind: 'diacritics', expected: author('francois-de-la-rochefoucauld') },
  { query: 'toupee', kind: 'diacritics', expected: quote('toilet-toupee-n-any-shag-carpet') },
  { query: 'recamier', kind: 'diacritics', expected: quote('here-heart-am-helen-im-aspasia') },
  // Topic words: the best quote carries the topic.
  { query: 'friendship', kind: 'topic', expected: topic('friendship') },
  { query: 'marriage', kind: 'topic', expected: topic('marriage') },
  { query: 'death', kind: 'topic', expected: topic('death') },
  { query: 'mathematics', kind: 'topic', expected: topic('mathematics') },
  { query: 'programming', kind: 'topic', expected: topic('programming') },
  { query: 'music', kind: 'topic', expected: topic('music') },
];
