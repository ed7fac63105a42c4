/**
 * Demo content for "Seaside Secrets": the ten clues of the Brighton trail and the default
 * message configurations. Used to seed an empty database; admins can edit all of it later.
 *
 * The trail is a walk through central Brighton, roughly west to east:
 * Clock Tower -> the Lanes -> New Road -> Royal Pavilion -> Old Steine -> Royal Albion Hotel
 * -> Palace Pier -> Volk's Electric Railway -> the naturist beach -> Kemptown.
 */
import type { ConfigKey } from '@seaside/contract';

export interface DemoQuestion {
  clue: string;
  answer: string[];
  hint?: string;
  trivia: string;
  sequence: number;
  isStart?: boolean;
}

export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  {
    sequence: 1,
    isStart: true,
    clue: 'Every good liaison needs a meeting point. Find the tall Victorian show-off standing where four busy streets meet: it wears four royal portraits and has a golden ball that rises up and drops down again every hour, right on time. What is it?',
    answer: ['Clock Tower', 'Clocktower', 'Jubilee Clock Tower', 'Brighton Clock Tower'],
    hint: 'Stand where North Street, West Street, Queen\u2019s Road and Western Road meet, then look up and check the time.',
    trivia:
      'Built in 1888 for Queen Victoria\u2019s Golden Jubilee, the tower was a gift to the town from advertising contractor James Willing. Its hourly time ball was engineered by Magnus Volk, stopped in the early 1900s (it was said to frighten the horses) and only got going again after a restoration in 2002.',
  },
  {
    sequence: 2,
    clue: 'Long before the Regency glamour, Brighton was the fishing town of Brighthelmstone. Slip south off North Street into what remains of it: a maze of narrow alleys where couples get happily lost between jewellers\u2019 windows and hidden courtyards. What do locals call this maze?',
    answer: ['Lanes', 'The Lanes'],
    hint: 'Its tight little alleys are called \u201ctwittens\u201d in Sussex dialect, but the whole quarter just takes the plural of a small country road.',
    trivia:
      'The Lanes keep the street pattern of the old fishing town, with houses first built on open land called the Hempshares in the 16th and 17th centuries. A narrow Sussex alleyway is a \u201ctwitten\u201d, so now you know what to call a shortcut for a stolen kiss.',
  },
  {
    sequence: 3,
    clue: 'Head to New Road, where a bronze gentleman in a flowery suit and a jaunty hat has been flirting with passers-by since 2005. Brighton-born, he was Britain\u2019s top stand-up comic from the 1930s to the 1950s, and audiences always begged for the jokes from his blue book. Who is he?',
    answer: ['Max Miller', 'Cheeky Chappie', 'The Cheeky Chappie', 'Cheeky Chappy', 'Miller'],
    hint: 'His nickname was the Cheeky Chappie; his surname is also the trade of someone who grinds flour.',
    trivia:
      'Max Miller was born Thomas Henry Sargent in Brighton in 1894. He teased audiences by offering them a choice between his white book of clean jokes and his blue book of saucy ones. His statue by local sculptor Peter Webster was unveiled in 2005 by Norman Wisdom, across the road from the Theatre Royal.',
  },
  {
    sequence: 4,
    clue: 'Admit it: nothing says \u201cseaside romance\u201d like an Indian palace with Chinese interiors. A party-loving prince turned a modest farmhouse into this extravagant pleasure dome of onion domes and minarets, just a few steps from where Max is standing. What is it called?',
    answer: ['Royal Pavilion', 'Pavilion', 'Brighton Pavilion', 'The Royal Pavilion'],
    hint: 'Its architect, John Nash, also designed London\u2019s Regent Street, which is fitting for a Prince Regent.',
    trivia:
      'The Prince of Wales (later George IV) first visited Brighton in 1783. Henry Holland turned a farmhouse into his Marine Pavilion, and between 1815 and 1822 John Nash gave it the Indian-style exterior and Chinese-inspired interiors you see today. Queen Victoria disliked the lack of privacy and sold it to the town in 1850 for \u00a353,000.',
  },
  {
    sequence: 5,
    clue: 'The Prince\u2019s great love was a twice-widowed Catholic six years older than him. He married her in secret in December 1785, a wedding the law refused to recognise, and she later lived in a fine house on the Old Steine, just across the gardens from his palace. What was her married surname?',
    answer: ['Fitzherbert', 'Mrs Fitzherbert', 'Maria Fitzherbert'],
    hint: 'Her first name was Maria, and her surname begins with \u201cFitz\u201d.',
    trivia:
      'Maria Fitzherbert\u2019s marriage to the Prince was void because the King never consented, and marrying a Catholic would have cost him the throne anyway. Local legend whispers of a secret tunnel between her house and the Pavilion, but nobody has ever proved it. She died in Brighton in 1837 and is buried in St John the Baptist\u2019s Church in Kemp Town.',
  },
  {
    sequence: 6,
    clue: 'Before any prince arrived, a doctor from Lewes made Brighton the fashionable place to get wet. In 1750 he prescribed plunging into, and even drinking, a certain salty liquid, and his house stood where the Royal Albion Hotel is today. What was his miracle cure?',
    answer: ['Sea water', 'Seawater', 'Salt water', 'Saltwater', 'The sea', 'Sea bathing', 'Sea-water cure'],
    hint: 'Find the plaque on the Royal Albion Hotel facing the pier, then look at what is lapping at the shingle.',
    trivia:
      'Dr Richard Russell\u2019s 1750 dissertation on using sea water for diseases of the glands helped turn a fishing town into a health resort, and in 1753 he built a house on the Old Steine for himself and his patients. His plaque on the Royal Albion Hotel reads: \u201cIf you seek his monument, look around.\u201d',
  },
  {
    sequence: 7,
    clue: 'Candyfloss, fairground rides and more than 1,700 feet of Victorian ironwork stretching out to sea: it opened in 1899 to replace an older chain pier lost in a storm, and it is still Brighton\u2019s favourite spot for a cheeky seaside snog. What was this pier called for most of its life?',
    answer: ['Palace Pier', 'Brighton Palace Pier', 'Brighton Pier'],
    hint: 'Its owners renamed it \u201cBrighton Pier\u201d in 2000, but its original name suits a prince\u2019s home.',
    trivia:
      'The Brighton Marine Palace and Pier opened on 20 May 1899, three years after a storm destroyed the Chain Pier of 1823. Its old rival, the West Pier of 1866, closed in 1975 and was wrecked by storms and two fires in 2003; its rusting skeleton still stands in the sea to the west.',
  },
  {
    sequence: 8,
    clue: 'Hop aboard the little seafront train that trundles east from beside the pier. Magnus Volk built it, and it is the oldest electric railway still operating anywhere in the world. In what year did it first carry passengers? (Answer in digits.)',
    answer: ['1883'],
    hint: 'Six years before the Eiffel Tower opened, and the same year Krakatoa erupted.',
    trivia:
      'Volk\u2019s Electric Railway opened on 4 August 1883 on a quarter-mile line. Magnus Volk also built the Clock Tower\u2019s time ball and, from 1896 to 1901, the \u201cDaddy Long Legs\u201d, a tram on stilts that waded through the sea to Rottingdean.',
  },
  {
    sequence: 9,
    clue: 'Follow the railway east towards Black Rock, where one stretch of shingle has a strict \u201cnothing to hide\u201d dress code. On 1 April 1980 (no joke) Brighton opened Britain\u2019s first official beach of this kind. What kind of beach is it?',
    answer: ['Naturist beach', 'Naturist', 'Nudist beach', 'Nudist', 'Nude beach', 'Naturism'],
    hint: 'Pack sunscreen for places the sun doesn\u2019t usually shine.',
    trivia:
      'Brighton council voted for the beach in 1979 after a campaign by councillor Eileen Jakes and opened it on April Fools\u2019 Day 1980 as the first official naturist beach in Britain. Its official name is the Cliff Bathing Beach, and clothed sightseers are kindly asked to keep walking.',
  },
  {
    sequence: 10,
    clue: 'Climb up from the beach to the neighbourhood that carries the surname of the Regency developer behind Sussex Square and Lewes Crescent, who went broke building them. Today rainbow flags fly along St James\u2019s Street. What is this neighbourhood called?',
    answer: ['Kemptown', 'Kemp Town'],
    hint: 'The developer was Thomas Read Kemp. Add a \u201ctown\u201d.',
    trivia:
      'Work on Thomas Read Kemp\u2019s grand estate began in 1823 and took more than thirty years to finish. Kemptown became the heart of Brighton\u2019s gay scene: the city\u2019s first Gay Pride march, organised by the Sussex Gay Liberation Front, took place in July 1973, and Brighton & Hove Pride is now one of the biggest in the UK.',
  },
];

export interface DefaultConfig {
  key: ConfigKey;
  value: string;
  description: string;
}

export const DEFAULT_MESSAGE_CONFIGS: readonly DefaultConfig[] = [
  {
    key: 'shopName',
    value: 'The Velvet Shell',
    description:
      'Name of the partner adult boutique where each player collects a free gift. Inserted wherever a message contains {shopName}.',
  },
  {
    key: 'pubName',
    value: 'The Salty Siren',
    description:
      'Name of the partner bar where each player gets a celebratory drink. Inserted wherever a message contains {pubName}.',
  },
  {
    key: 'introMsg',
    value:
      'Ahoy, {teamName}! Welcome to Seaside Secrets, a cheeky treasure hunt through Brighton\u2019s naughtiest history for your crew of {teamSize}. ' +
      'Here are the rules: stick together, stay classy and mind the traffic. Each clue leads to a place or a fact, and every answer is short: a word or two, or a number in digits. ' +
      'Type START to receive your first clue. Stuck? Type HINT. Need a breather (or an ice cream)? Type PAUSE and carry on whenever you like. ' +
      'Your prize for finishing: a free gift at {shopName} and a drink at {pubName} for every player.',
    description:
      'Welcome sent when a team opens the game before starting. Explains the rules (START, HINT, PAUSE). Placeholders: {teamName}, {teamSize}, {shopName}, {pubName}.',
  },
  {
    key: 'pauseMsg',
    value:
      'Paused! Take your time, {teamName}: grab a drink, steal a kiss on the pier, we\u2019ll keep your place. Send any message when you\u2019re ready to carry on.',
    description:
      'Sent when a team types PAUSE. Their next message resumes the hunt. Placeholders: {teamName}, {teamSize}, {shopName}, {pubName}.',
  },
  {
    key: 'finalMsg',
    value:
      'Bravo, {teamName}! You\u2019ve uncovered every one of Brighton\u2019s seaside secrets. ' +
      'As promised, each of your {teamSize} players has earned a free gift at {shopName} and a celebratory drink at {pubName}. ' +
      'Show the vouchers below at the counter (they are valid today only). Thanks for playing, and stay a little naughty!',
    description:
      'Celebration sent after the last correct answer, just before the gift and drink vouchers. Placeholders: {teamName}, {teamSize}, {shopName}, {pubName}.',
  },
  {
    key: 'welcomeBackMsg',
    value: 'Welcome back, {teamName}! Refreshed and ready for more? Here\u2019s where you left off:',
    description:
      'Sent when a team returns to a hunt in progress (after a PAUSE or on reopening the link), just before their current clue is repeated. Placeholders: {teamName}, {teamSize}, {shopName}, {pubName}.',
  },
  {
    key: 'giftVocher',
    value: '/vouchers/gift-voucher.png',
    description:
      'Gift voucher image (path or base64 data URL) shown to the team at the end of the hunt: one free gift per player at the boutique. No placeholders.',
  },
  {
    key: 'barVocher',
    value: '/vouchers/bar-voucher.png',
    description:
      'Drink voucher image (path or base64 data URL) shown to the team at the end of the hunt: one celebratory drink per player at the bar. No placeholders.',
  },
  {
    key: 'finishSummaryMsg',
    value: 'You did it in {duration} with {hints} hints and {wrongGuesses} wrong guesses. Your score: {score}.',
    description:
      'Sent after the final message: how the team did. {duration}: time from START to the last answer; {score}: that time plus the hint penalty (both written like "1 h 12 min"); {hints}, {wrongGuesses}: counts. Also {teamName}, {teamSize}, {shopName}, {pubName}.',
  },
  {
    key: 'leaderboardInviteMsg',
    value: 'Want your team on the leaderboard? Reply with a team name (up to 24 characters), or NO.',
    description:
      'Sent after the summary, before the vouchers, to teams that finished on their adventure day; the next message is the answer. Placeholders: {teamName}, {teamSize}, {shopName}, {pubName}.',
  },
  {
    key: 'leaderboardJoinedMsg',
    value: "You're on the board as {leaderboardName}: number {rank} this month.",
    description:
      'Reply when a team joins the leaderboard. {leaderboardName}: the name it chose; {rank}: its place this month. Also {teamName}, {teamSize}, {shopName}, {pubName}.',
  },
];
