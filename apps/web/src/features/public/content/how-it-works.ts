/** The five ordered steps of product spec section 1, verbatim. */
export const HOW_IT_WORKS_STEPS = [
  'Pick a date and group size.',
  'Receive a mission briefing by e-mail.',
  'Open the link, type START, and the first clue appears.',
  "Solve location-based puzzles about the city's sex-positive history.",
  'Each player gets a free gift from an adult boutique plus a celebratory drink at a bar.',
] as const;

/** Short headings shown above each step (the step text itself stays verbatim). */
export const HOW_IT_WORKS_HEADINGS = ['Book', 'Get briefed', 'Start', 'Explore', 'Celebrate'] as const;
