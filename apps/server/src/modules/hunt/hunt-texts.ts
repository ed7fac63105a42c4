/**
 * The engine's own replies (the configurable ones, such as introMsg, come from the message
 * configs). They may use the same placeholders as the configs.
 */
export const HUNT_TEXTS = {
  startInstruction: 'Type START when your team is ready, and your first clue will appear.',
  letsGo: "Let the hunt begin! Here's your first clue:",
  notStarted: "The hunt hasn't started yet. Type START when your team is ready, and your first clue will appear.",
  alreadyStarted: "You're already on the trail, {teamName}! Here's your current clue:",
  noHint: "There's no hint for this one, I'm afraid. Read the clue again slowly: every word counts!",
  hintPrefix: 'Hint: ',
  /** After the team's first hint, in brackets. */
  hintCost: "Each hint adds {penalty} to your team's score.",
  triviaPrefix: 'Did you know? ',
  correct: [
    'Correct! Well done, detectives.',
    "Spot on! You're on fire.",
    "Nailed it! Brighton's secrets are no match for you.",
    "That's right! Nicely done.",
    'Yes! Another secret uncovered.',
  ],
  /** In turn, whatever the guess: none may say how near it was (a wild guess is not "close"). */
  wrong: [
    'Not quite. Have another look around you, or type HINT for a nudge.',
    "Hmm, that's not it. Keep going, or type HINT if you're stuck.",
    "That's not the answer we're after. Try again, or type HINT for a little help.",
  ],
  alreadySolved: 'Your team has already solved that one! Here is your current clue:',
  notPaused: 'Your team is already back on the trail! Here is your current clue:',
  alreadyFinished: 'Your team has already solved that one, and the hunt is finished!',
  pauseFallback: "Paused. Send any message when you're ready to carry on.",
  completed:
    "You've solved every clue, {teamName}! Your vouchers are in the messages above: show them at {shopName} and {pubName}.",
  noQuestions: "The trail isn't quite ready yet. Please contact us and we'll sort it out right away.",
  giftVoucher: 'Gift voucher: one free gift per player at {shopName}',
  barVoucher: 'Drink voucher: one celebratory drink per player at {pubName}',
  leaderboardDeclined: 'No problem. Thanks for playing!',
  leaderboardNameRule:
    "Team names are 2 to 24 characters: letters, digits, spaces and ' - & ! . Reply with a team name, or NO.",
  leaderboardNameTaken:
    'Another team is already on the board as {leaderboardName} this month. Reply with another team name, or NO.',
  leaderboardAlreadyJoined: 'Your team is already on the leaderboard. Thanks for playing!',
  leaderboardClosed:
    'The leaderboard takes teams until the end of their adventure day, which is over. Thanks for playing!',
  leaderboardUnranked: 'Only teams that finish on their adventure day join the leaderboard. Thanks for playing!',
  /** Used when leaderboardInviteMsg is inactive and the team sends LEADERBOARD. */
  leaderboardInviteFallback: 'Reply with a team name (up to 24 characters) for the leaderboard, or NO.',
  /** Used when leaderboardJoinedMsg is inactive: a team that joined is always told. */
  leaderboardJoinedFallback: "You're on the leaderboard as {leaderboardName}.",
  /** Used for {shopName} / {pubName} when that config is inactive. */
  shopFallback: 'our partner boutique',
  pubFallback: 'our partner bar',
} as const;
