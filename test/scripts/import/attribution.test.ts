import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rewriteAttribution } from '../../../scripts/import/aliases.ts';
import { parseAttribution, splitPersonName, type RejectionReason } from '../../../scripts/import/attribution.ts';
import type { AuthorType } from '../../../src/schema/content.ts';

interface Expected {
  type: AuthorType;
  name: string;
  surname: string;
  source?: string | null;
  description?: string | null;
}

/** Real attribution lines from Debian's fortune files, as they appear after the `--`. */
const ACCEPTED: [string, Expected][] = [
  [
    `Mark Twain, "Pudd'nhead Wilson's Calendar"`,
    { type: 'person', name: 'Mark', surname: 'Twain', source: "Pudd'nhead Wilson's Calendar" },
  ],
  ['Albert Einstein, 1931', { type: 'person', name: 'Albert', surname: 'Einstein', source: '1931' }],
  [
    'Shakespeare, "Measure for Measure", II, 2',
    { type: 'person', name: '', surname: 'Shakespeare', source: 'Measure for Measure, II, 2' },
  ],
  [
    'actress Mary Pickford, 1925',
    { type: 'person', name: 'Mary', surname: 'Pickford', source: '1925', description: 'Actress' },
  ],
  [
    'Canadian novelist Robertson Davies, on the generic Canadian novel.',
    { type: 'person', name: 'Robertson', surname: 'Davies', source: null, description: 'Canadian novelist' },
  ],
  ['G. B. Shaw', { type: 'person', name: 'G. B.', surname: 'Shaw', source: null }],
  ['Lao Tse, "Tao Te Ching"', { type: 'person', name: '', surname: 'Lao Tzu', source: 'Tao Te Ching' }],
  ['Steve Jobs (1955-2011)', { type: 'person', name: 'Steve', surname: 'Jobs', source: null }],
  ['Larry Wall in <199705101952.MAA00756@wall.org>', { type: 'person', name: 'Larry', surname: 'Wall', source: null }],
  ['Larry Wall in the perl man page', { type: 'person', name: 'Larry', surname: 'Wall' }],
  ['Linus "what, me arrogant?" Torvalds, on c.o.l.advocacy', { type: 'person', name: 'Linus', surname: 'Torvalds' }],
  [
    'Spock, "The Galileo Seven", stardate 2822.3',
    { type: 'fictional', name: '', surname: 'Spock', source: 'The Galileo Seven, stardate 2822.3' },
  ],
  ['Chinese proverb', { type: 'proverb', name: '', surname: 'Chinese Proverb' }],
  ['Ancient Simian Proverb', { type: 'proverb', name: '', surname: 'Ancient Simian Proverb' }],
  ['"The Rockford Files"', { type: 'work', name: '', surname: 'The Rockford Files', source: null }],
  [
    'Firesign Theatre, "The Giant Rat of Summatra"',
    { type: 'collective', name: '', surname: 'Firesign Theatre', source: 'The Giant Rat of Summatra' },
  ],
  ["Honor'e de Balzac", { type: 'person', name: 'Honoré', surname: 'de Balzac' }],
  ['Ludwig Van Beethoven', { type: 'person', name: 'Ludwig', surname: 'van Beethoven' }],
  ['Antoine de Saint-Exupery', { type: 'person', name: 'Antoine', surname: 'de Saint-Exupery' }],
  ['Charles de Gaulle', { type: 'person', name: 'Charles', surname: 'de Gaulle' }],
  ['Fred Brooks, Jr.', { type: 'person', name: 'Fred', surname: 'Brooks Jr.' }],
  [
    'Bill Peterson, former Houston Oiler football coach',
    { type: 'person', name: 'Bill', surname: 'Peterson', description: 'Former Houston Oiler football coach' },
  ],
  [
    'Dr. Harold Urey, Nobel Laureate in chemistry',
    { type: 'person', name: 'Harold', surname: 'Urey', description: 'Nobel Laureate in chemistry' },
  ],
  [
    'Jack Handey, The New Mexican, 1988.',
    { type: 'person', name: 'Jack', surname: 'Handey', source: 'The New Mexican, 1988' },
  ],
  [
    'Carl Sagan, "The Fine Art of Baloney Detection," Parade, February 1, 1987',
    {
      type: 'person',
      name: 'Carl',
      surname: 'Sagan',
      source: 'The Fine Art of Baloney Detection, Parade, February 1, 1987',
    },
  ],
  ['Kermit the Frog', { type: 'fictional', name: '', surname: 'Kermit the Frog' }],
  ['Albertano of Brescia', { type: 'person', name: '', surname: 'Albertano of Brescia' }],
  ["Groucho Marx's last words", { type: 'person', name: 'Groucho', surname: 'Marx', source: 'Last words' }],
  [
    `Mark Twain "A Connecticut Yankee in King Arthur's Court"`,
    { type: 'person', name: 'Mark', surname: 'Twain', source: "A Connecticut Yankee in King Arthur's Court" },
  ],
  ['unknown source', { type: 'anonymous', name: '', surname: 'Anonymous' }],
  [
    'Louisiana governor Edwin Edwards',
    { type: 'person', name: 'Edwin', surname: 'Edwards', description: 'Louisiana governor' },
  ],
  ['Thomas `a Kempis', { type: 'person', name: '', surname: 'Thomas à Kempis' }],
  ['Pliny the Elder', { type: 'person', name: '', surname: 'Pliny the Elder' }],
  ['Chief Justice Earl Warren', { type: 'person', name: 'Earl', surname: 'Warren', description: 'Chief Justice' }],
  ['Dr. Seuss', { type: 'person', name: 'Dr.', surname: 'Seuss' }],
  [
    'Jimmy Swaggart, hypocrite and TV preacher, self-described pornography addict',
    { type: 'person', name: 'Jimmy', surname: 'Swaggart', description: null },
  ],
  ['Matthew 5:37', { type: 'work', name: '', surname: 'The Bible', source: 'Matthew 5:37' }],
  ['Siouxsie & the Banshees', { type: 'collective', name: '', surname: 'Siouxsie & the Banshees' }],
  ['Queen Juliana of the Netherlands.', { type: 'person', name: '', surname: 'Queen Juliana of the Netherlands' }],
  ['Ed De Bono', { type: 'person', name: 'Ed', surname: 'De Bono' }],
  ['Mao Tse-tung', { type: 'person', name: '', surname: 'Mao Tse-tung' }],
  [
    "John Shade, ``Shady Illuminations'', PragPub #43, January 2013 http://pragprog.com/magazines/2013-01/shady-illuminations",
    { type: 'person', name: 'John', surname: 'Shade', source: 'Shady Illuminations, January 2013' },
  ],
  ['H. L. Mencken, 1930', { type: 'person', name: 'H. L.', surname: 'Mencken', source: '1930' }],
  ['Kurt Gödel', { type: 'person', name: 'Kurt', surname: 'Gödel' }],
  ['Karel Čapek, "R.U.R."', { type: 'person', name: 'Karel', surname: 'Čapek', source: 'R.U.R' }],
  ['The Beatles', { type: 'collective', name: '', surname: 'The Beatles' }],
  [
    '/usr/src/linux/MAINTAINERS',
    { type: 'anonymous', name: '', surname: 'Anonymous', source: '/usr/src/linux/MAINTAINERS' },
  ],
  [
    `E. Post "Real Programmers Don't Use Pascal", Datamation, 7/83`,
    { type: 'person', name: 'E.', surname: 'Post', source: "Real Programmers Don't Use Pascal, Datamation, 7/83" },
  ],
  ["Baker's Third Law of Design", { type: 'work', name: '', surname: "Baker's Third Law of Design" }],
  ['Ransford, Chicago Reader 10/7/83', { type: 'person', name: '', surname: 'Ransford' }],
];

const REJECTED: [string, RejectionReason][] = [
  ['Kirk and Harry Mudd, "Mudd\'s Women", stardate 1330.1', 'several people'],
  ['Seen on #Debian', 'chat or usenet handle'],
  ['timw@zeb.USWest.COM, in alt.conspiracy', 'mail address or URL'],
  ['Told by Penn Jillette, of magic/comedy duo Penn and Teller', 'not a name'],
  ['The mayor of Tucson, Arizona, 1989', 'not a name'],
  [
    'Missiles of ligneous or osteal consistency have the potential of fracturing osseous structure, but appellations will eternally remain innocuous.',
    'not a name',
  ],
  ['Submitted by Ramiro Estrugo, restrugo@fateware.com', 'not a name'],
  ["MaDsen Wikholm's .sig", 'chat or usenet handle'],
  ['Discussion on the intuitiveness of commands', 'not a name'],
  ["Karl Marx's Mother", 'not a name'],
  ['H. A. R. L. I. E.', 'not a name'],
  ['', 'empty attribution'],
];

describe('parseAttribution', () => {
  it.each(ACCEPTED)('%s', (raw, expected) => {
    const parsed = parseAttribution(rewriteAttribution(raw));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect({ type: parsed.type, name: parsed.name, surname: parsed.surname }).toEqual({
      type: expected.type,
      name: expected.name,
      surname: expected.surname,
    });
    if (expected.source !== undefined) expect(parsed.source).toBe(expected.source);
    if (expected.description !== undefined) expect(parsed.description).toBe(expected.description);
  });

  it.each(REJECTED)('rejects %j', (raw, reason) => {
    expect(parseAttribution(rewriteAttribution(raw))).toEqual({ ok: false, reason });
  });

  it('keeps a name given in parentheses as another name of the author', () => {
    const parsed = parseAttribution('Andre Maurois (Emile Herzog)');
    expect(parsed.ok && parsed.otherNames).toEqual(['Emile Herzog']);
  });

  it('keeps a name after "aka" as another name of the author', () => {
    const parsed = parseAttribution('Artemus Ward aka Charles Farrar Brown');
    expect(parsed.ok && [parsed.name, parsed.surname, parsed.otherNames]).toEqual([
      'Artemus',
      'Ward',
      ['Charles Farrar Brown'],
    ]);
  });
});

describe('splitPersonName', () => {
  it.each([
    ['Ludwig van Beethoven', 'Ludwig', 'van Beethoven'],
    ['Antoine de Saint-Exupéry', 'Antoine', 'de Saint-Exupéry'],
    ['G. K. Chesterton', 'G. K.', 'Chesterton'],
    ['Plato', '', 'Plato'],
    ['Martin Luther King Jr.', 'Martin Luther', 'King Jr.'],
    ['Lord Byron', 'Lord', 'Byron'],
    ['Pope John XXIII', 'Pope', 'John XXIII'],
    ['Gabriel García Márquez', 'Gabriel', 'García Márquez'],
    ['Sun Tzu', '', 'Sun Tzu'],
  ])('%s → %j + %j', (label, name, surname) => {
    expect(splitPersonName(label)).toEqual({ name, surname });
  });
});

// A foreign dataset, read in place and never copied: the parser must survive every author name in it.
const QUOTABLE = new URL('../../../../shared/datasets/quotable/quotes.json', import.meta.url);

describe.skipIf(!existsSync(QUOTABLE))(
  'parseAttribution over the quotable dataset (../shared/datasets/quotable)',
  () => {
    it('never throws and never gives an empty surname', () => {
      const quotes = JSON.parse(readFileSync(QUOTABLE, 'utf8')) as { author: string }[];
      const authors = [...new Set(quotes.map((quote) => quote.author))];
      expect(authors.length).toBeGreaterThan(0);
      const emptySurnames = authors.filter((author) => {
        const parsed = parseAttribution(author);
        return parsed.ok && parsed.surname.trim() === '';
      });
      expect(emptySurnames).toEqual([]);
    });
  },
);

if (!existsSync(QUOTABLE)) console.info('skipping the quotable robustness test: ../shared/datasets/quotable is absent');
