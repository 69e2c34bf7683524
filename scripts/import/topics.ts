/**
 * The topics of the shipped dataset: one per fortune file that is a theme, plus keyword topics
 * found in the text of each quote.
 */
import type { ContentTopic } from '../../src/schema/content.ts';

interface TopicDefinition extends ContentTopic {
  readonly description: string;
  /** Words in a quote's text that put it under this topic; null for topics that only come from a source. */
  readonly keywords: RegExp | null;
}

const words = (pattern: string): RegExp => new RegExp(`\\b(?:${pattern})\\b`, 'i');

/** Every topic, in the order keyword matches are preferred when a quote has many. */
export const TOPICS: readonly TopicDefinition[] = [
  {
    slug: 'love-and-relationships',
    name: 'Love and Relationships',
    description: 'Love, romance, and how men and women get along.',
    keywords: words('love[sd]?|lover|lovers|loving|romance|romantic|kiss(?:es|ed)?|sweetheart|in love|flirt\\w*'),
  },
  {
    slug: 'marriage',
    name: 'Marriage',
    description: 'Husbands, wives, weddings and divorce.',
    keywords: words('marriages?|married|marry|marrying|husbands?|wife|wives|wedding|weddings|bride|divorce[sd]?'),
  },
  {
    slug: 'friendship',
    name: 'Friendship',
    description: 'Friends and what they are for.',
    keywords: words('friends?|friendship|friendly'),
  },
  {
    slug: 'family',
    name: 'Family',
    description: 'Parents, children, brothers, sisters and relatives.',
    keywords: words('family|families|mothers?|fathers?|parents?|brothers?|sisters?|daughters?|sons|relatives'),
  },
  {
    slug: 'children',
    name: 'Children',
    description: 'Children, childhood and bringing them up.',
    keywords: words('child|children|childhood|kids?|baby|babies|infants?|toddlers?'),
  },
  {
    slug: 'life',
    name: 'Life',
    description: 'Living, and what a life is for.',
    keywords: words('life|lives|living|alive'),
  },
  {
    slug: 'death',
    name: 'Death',
    description: 'Dying, mortality and what may come after.',
    keywords: words('death|die|dies|died|dying|dead|grave|graves|funeral|mortal|mortality|immortal\\w*'),
  },
  {
    slug: 'age',
    name: 'Age',
    description: 'Youth, growing old and the years between.',
    keywords: words('old age|aging|ageing|youth|young|old man|old woman|old men|birthday|middle age|elderly|years old'),
  },
  {
    slug: 'happiness',
    name: 'Happiness',
    description: 'Joy, contentment and the pursuit of both.',
    keywords: words('happy|happiness|happier|unhappy|joy|joyful|cheerful|contentment|pleasure|pleasures'),
  },
  {
    slug: 'hope',
    name: 'Hope',
    description: 'Hope, optimism and dreams.',
    keywords: words('hope|hopes|hoped|hopeful|hopeless|optimis\\w*|pessimis\\w*|dreams?|dreamed|dreamer'),
  },
  {
    slug: 'courage',
    name: 'Courage and Fear',
    description: 'Bravery, fear and the nerve to act.',
    keywords: words('courage|courageous|brave|bravery|fear|fears|afraid|cowards?|cowardice|dare|daring'),
  },
  {
    slug: 'success',
    name: 'Success',
    description: 'Achievement, ambition and winning.',
    keywords: words('success|successful|succeed|succeeds|achieve\\w*|ambition|victory|winners?|winning'),
  },
  {
    slug: 'failure',
    name: 'Failure',
    description: 'Failing, mistakes and what they teach.',
    keywords: words('fail|fails|failed|failure|failures|mistakes?|defeat|defeated|losers?'),
  },
  {
    slug: 'work',
    name: 'Work',
    description: 'Jobs, bosses, offices and effort.',
    keywords: words('work|works|worked|working|jobs?|boss|bosses|office|career|employ\\w*|labou?r|meetings?'),
  },
  {
    slug: 'money',
    name: 'Money',
    description: 'Wealth, poverty, prices and taxes.',
    keywords: words(
      'money|rich|riches|wealth|wealthy|poor|poverty|dollars?|cash|taxe?s|price|prices|banks?|bankers?|debt',
    ),
  },
  {
    slug: 'business',
    name: 'Business',
    description: 'Companies, markets, customers and economics.',
    keywords: words(
      'business|businesses|markets?|customers?|profits?|company|companies|corporat\\w*|sales|econom\\w*|capitalis\\w*',
    ),
  },
  {
    slug: 'time',
    name: 'Time',
    description: 'Time, the past and the future.',
    keywords: words('time|clocks?|hours?|minutes?|future|past|tomorrow|yesterday|eternity|forever'),
  },
  {
    slug: 'truth',
    name: 'Truth',
    description: 'Truth, lies and honesty.',
    keywords: words('truth|truths|true|lie|lies|lying|liars?|honest|honesty|dishonest'),
  },
  {
    slug: 'wisdom',
    name: 'Wisdom',
    description: 'Proverbs, maxims and the wise and foolish.',
    keywords: words('wise|wisdom|wiser|fools?|foolish|folly|sage|prudence|proverb'),
  },
  {
    slug: 'knowledge',
    name: 'Knowledge',
    description: 'Knowing, learning and ignorance.',
    keywords: words('knowledge|learn|learned|learning|ignorance|ignorant|understand\\w*|ideas?|thinking|thought'),
  },
  {
    slug: 'education',
    name: 'Education',
    description: 'Schools, teachers and students.',
    keywords: words(
      'schools?|teachers?|teaching|teach|students?|educat\\w*|universit\\w*|college|professors?|lessons?',
    ),
  },
  {
    slug: 'science',
    name: 'Science',
    description: 'Scientists, experiments and the universe.',
    keywords: words(
      'science|sciences|scientists?|scientific|physics|physicists?|chemistry|experiments?|theory|theories|universe|atoms?|evolution',
    ),
  },
  {
    slug: 'mathematics',
    name: 'Mathematics',
    description: 'Numbers, proofs and mathematicians.',
    keywords: words(
      'math|maths|mathematic\\w*|equations?|numbers?|theorems?|proofs?|statistic\\w*|arithmetic|geometry|algebra',
    ),
  },
  {
    slug: 'technology',
    name: 'Technology',
    description: 'Computers, machines and the people who build them.',
    keywords: words(
      'computers?|computing|machines?|technolog\\w*|software|hardware|internet|electronic\\w*|engineers?|engineering|linux|windows|network\\w*',
    ),
  },
  {
    slug: 'programming',
    name: 'Programming',
    description: 'Programs, programmers, code and bugs.',
    keywords: words(
      'programs?|programmers?|programming|code|coding|bugs?|debug\\w*|compilers?|unix|perl|algorithms?|kernel',
    ),
  },
  {
    slug: 'art',
    name: 'Art',
    description: 'Artists, painting, theatre and taste.',
    keywords: words(
      'art|arts|artists?|artistic|paint|painting|painters?|sculpt\\w*|creative|creativity|theatre|theater|actors?|critics?',
    ),
  },
  {
    slug: 'music',
    name: 'Music',
    description: 'Music, songs and musicians.',
    keywords: words('music|musical|musicians?|songs?|sing|singing|singers?|melody|opera|jazz|piano|composers?'),
  },
  {
    slug: 'literature',
    name: 'Literature',
    description: 'Books, reading and writers.',
    keywords: words(
      'books?|reading|readers?|writers?|writing|authors?|novels?|novelists?|literature|literary|poets?|poetry|poems?',
    ),
  },
  {
    slug: 'poetry',
    name: 'Poetry and Song',
    description: 'Verse and lyrics, quoted for their own sake.',
    keywords: null,
  },
  {
    slug: 'politics',
    name: 'Politics',
    description: 'Government, politicians, votes and power.',
    keywords: words(
      'politics|political|politicians?|government|governments|democracy|democratic|congress|senate|senators?|president|vote|votes|voters?|elections?|parliament|republic|tyranny|power',
    ),
  },
  {
    slug: 'law',
    name: 'Law',
    description: 'Laws, lawyers, judges and justice.',
    keywords: words('laws?|lawyers?|judges?|courts?|legal|illegal|justice|crimes?|criminals?|jury|attorneys?'),
  },
  {
    slug: 'war',
    name: 'War and Peace',
    description: 'War, soldiers, weapons and peace.',
    keywords: words('war|wars|warfare|battles?|soldiers?|army|armies|weapons?|peace|military|enem(?:y|ies)'),
  },
  {
    slug: 'freedom',
    name: 'Freedom',
    description: 'Liberty and the freedom to choose.',
    keywords: words('freedom|liberty|free'),
  },
  {
    slug: 'religion',
    name: 'Religion',
    description: 'God, faith, heaven, hell and the church.',
    keywords: words(
      'god|gods|religion|religious|church|heaven|hell|sin|sins|sinners?|prayers?|pray|faith|bible|soul|souls|saints?|devil',
    ),
  },
  {
    slug: 'philosophy',
    name: 'Philosophy',
    description: 'Reason, meaning, virtue and the Tao.',
    keywords: words('philosoph\\w*|reason|meaning|existence|virtue|virtues|ethics?|moral|morality|tao'),
  },
  {
    slug: 'nature',
    name: 'Nature',
    description: 'The natural world, its weather and its wilds.',
    keywords: words(
      'nature|natural|trees?|flowers?|forests?|sea|ocean|mountains?|sky|earth|weather|rain|rivers?|gardens?',
    ),
  },
  {
    slug: 'animals',
    name: 'Animals',
    description: 'Pets and other animals.',
    keywords: words(
      'dogs?|cats?|horses?|animals?|birds?|fish|cows?|pigs?|mice|mouse|wolf|wolves|lions?|elephants?|pets?|sheep|monkeys?',
    ),
  },
  {
    slug: 'food',
    name: 'Food and Drink',
    description: 'Eating, cooking and drinking.',
    keywords: words(
      'food|eat|eating|eats|cook|cooking|dinner|lunch|breakfast|wine|beer|drink|drinking|bread|chocolate|meal|meals|appetite',
    ),
  },
  {
    slug: 'health',
    name: 'Health and Medicine',
    description: 'Doctors, illness and staying well.',
    keywords: words(
      'health|healthy|doctors?|medicine|medical|sick|sickness|illness|disease|diseases|hospitals?|cure|physicians?',
    ),
  },
  {
    slug: 'sports',
    name: 'Sports',
    description: 'Games, players and the people who coach them.',
    keywords: words('sports?|baseball|football|golf|tennis|basketball|hockey|athletes?|coach|olympic\\w*'),
  },
  {
    slug: 'humor',
    name: 'Humor',
    description: 'Jokes, wit and the work of humorists.',
    keywords: words('jokes?|laugh|laughs|laughter|laughing|humou?r|funny|comedy|comedians?|wit'),
  },
  {
    slug: 'journalism',
    name: 'Journalism',
    description: 'Newspapers, reporters and the press.',
    keywords: words('newspapers?|journalis\\w*|press|reporters?|editors?|headlines?|news'),
  },
  {
    slug: 'human-nature',
    name: 'Human Nature',
    description: 'People, what they are like and how they behave.',
    keywords: words('human nature|mankind|humanity|human beings?|people'),
  },
  {
    slug: 'paradoxes',
    name: 'Paradoxes',
    description: 'Paradoxes, self-reference and logic puzzles.',
    keywords: words('paradox\\w*|contradict\\w*'),
  },
  {
    slug: 'definitions',
    name: 'Definitions',
    description: 'Words defined with wit, from satirical dictionaries and glossaries.',
    keywords: null,
  },
  {
    slug: 'science-fiction',
    name: 'Science Fiction',
    description: 'Lines from science-fiction films, books and television.',
    keywords: words('spaceships?|starships?|aliens?|robots?|planets?'),
  },
  {
    slug: 'inspiration',
    name: 'Inspiration',
    description: 'Encouragement to try, persist and dream.',
    keywords: words('inspir\\w*|motivat\\w*|persever\\w*|persist\\w*|determination'),
  },
  {
    slug: 'miscellany',
    name: 'Miscellany',
    description: 'Quotations that none of the other topics describe.',
    keywords: null,
  },
];

/** The topic a whole source file is about, by file name; files of mixed content have none. */
export const FILE_TOPICS: Readonly<Record<string, string | null>> = {
  art: 'art',
  computers: 'technology',
  cookie: null,
  definitions: 'definitions',
  education: 'education',
  food: 'food',
  fortunes: null,
  goedel: 'paradoxes',
  humorists: 'humor',
  kids: 'children',
  law: 'law',
  linux: 'technology',
  literature: 'literature',
  love: 'love-and-relationships',
  magic: null,
  medicine: 'health',
  'men-women': 'love-and-relationships',
  miscellaneous: null,
  news: 'journalism',
  paradoxum: 'paradoxes',
  people: 'human-nature',
  perl: 'programming',
  pets: 'animals',
  platitudes: 'wisdom',
  politics: 'politics',
  pratchett: 'humor',
  science: 'science',
  'songs-poems': 'poetry',
  sports: 'sports',
  startrek: 'science-fiction',
  tao: 'philosophy',
  wisdom: 'wisdom',
  work: 'work',
};

/** Keyword topics a text adds on top of its source's topic. */
const MAX_KEYWORD_TOPICS = 3;

export const FALLBACK_TOPIC = 'miscellany';

/** Topics of one quote: its source's topics first, then up to three keyword topics, else the fallback. */
export const topicsFor = (text: string, sourceTopics: readonly string[]): string[] => {
  const topics = [...new Set(sourceTopics)];
  let added = 0;
  for (const topic of TOPICS) {
    if (added >= MAX_KEYWORD_TOPICS) break;
    if (topic.keywords && !topics.includes(topic.slug) && topic.keywords.test(text)) {
      topics.push(topic.slug);
      added += 1;
    }
  }
  return topics.length > 0 ? topics : [FALLBACK_TOPIC];
};
