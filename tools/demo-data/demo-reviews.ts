// Demo reviews written for the product they are attached to (decision 0191): the seed keeps choosing each
// review's rating as before (the same random draws, so counts and averages do not move) and the text is put
// together here from the product's own name and what a product of its category is used for.
import type { DemoProduct } from './catalogue-data.ts';

type Use = {
  /** What it was used on, after "for": "mopping the hall and bedrooms". */
  job: string;
  /** What went well, a clause. */
  wins: [string, string];
  /** What a shopper could complain about, a clause. */
  gripes: [string, string];
};

/** What a product of each demo category is for (the demo's ten categories). */
const uses: Record<string, Use> = {
  'All Purpose': {
    job: 'wiping the kitchen counter, dining table and study desk',
    wins: [
      'one spray and a dry cloth leave the surface clean, with no sticky film',
      'it takes off pen marks and food spills without scrubbing',
    ],
    gripes: ['the trigger gets stiff after a few weeks', 'the smell fades a little too fast'],
  },
  'Floor Care': {
    job: 'mopping the hall and bedrooms',
    wins: [
      'the floor dries quickly and is not sticky at all',
      'a small cap in a full bucket is enough and the fragrance stays till evening',
    ],
    gripes: ['the fragrance is a bit strong in a closed room', 'the cap has no clear measuring marks'],
  },
  'Kitchen Care': {
    job: 'the kadhai, tawa and everyday steel utensils',
    wins: [
      'oil and masala stains come off with very little scrubbing',
      'a little goes a long way and hands do not feel rough',
    ],
    gripes: [
      'it needs an extra rinse before the smell goes',
      'burnt milk on the pan still needed soaking overnight',
    ],
  },
  'Bathroom & Toilet': {
    job: 'the toilet, bathroom tiles and taps',
    wins: [
      'yellow stains and hard-water marks came off in one wash',
      'the bathroom smells clean and the tiles look bright again',
    ],
    gripes: ['the fumes are strong, so keep the window open', 'old stains needed two or three rounds'],
  },
  Laundry: {
    job: 'the weekly wash in our front load machine',
    wins: ['no extra foam and the clothes smell fresh', 'colours do not fade and collars come out clean'],
    gripes: ['it is a little costly for daily use', 'old haldi stains did not come out fully'],
  },
  'Glass & Surface': {
    job: 'windows, mirrors and the balcony sliding doors',
    wins: ['it leaves no streaks even in afternoon sunlight', 'fingerprints and dust come off with one wipe'],
    gripes: ['the spray nozzle drips a little', 'it needs a good microfibre cloth to avoid lint'],
  },
  'Personal Hygiene': {
    job: 'washing hands before meals, for the whole family',
    wins: [
      'it lathers well even in our hard water and hands do not feel dry',
      'the kids actually like using it',
    ],
    gripes: ['the pump sometimes gives too much', 'the fragrance is very mild'],
  },
  'Concentrates & Refills': {
    job: 'diluting at home and refilling our old bottles',
    wins: [
      'one pack makes many bottles and we save almost half every month',
      'diluted as written, it cleans just as well as the ready bottle',
    ],
    gripes: [
      'the dilution chart on the pack is small to read',
      'the pouch spout spills if you pour too fast',
    ],
  },
  'Car Care': {
    job: 'washing and detailing our car on Sunday mornings',
    wins: [
      'it gives thick foam and the paint looks glossy afterwards',
      'dust and bird droppings come off without leaving water spots',
    ],
    gripes: ['it needs a foam gun to work its best', 'the shine fades after a dusty week'],
  },
  'Air Care': {
    job: 'freshening the living room and the guest bedroom',
    wins: ['the fragrance is pleasant and not chemical', 'one spray keeps the room fresh for hours'],
    gripes: ['the scent does not last as long as I hoped', 'it is a bit strong if you spray near the sofa'],
  },
};

const fallback: Use = uses['All Purpose']!;

/** The product's name without a combo's list of contents: "Sparkle Shine Combo". */
export function shortName(product: Pick<DemoProduct, 'name'>): string {
  return product.name.replace(/\s*\(.*\)\s*$/, '').trim();
}

/**
 * A review of `product` with `rating` stars; `pick` (0, 1, ...) varies the wording between reviews of the
 * same product. Every text names the product and says what it was used for.
 */
export function demoReviewText(product: DemoProduct, rating: number, pick: number): string {
  const use = uses[product.category] ?? fallback;
  const name = shortName(product);
  const win = use.wins[pick % 2]!;
  const gripe = use.gripes[(pick + 1) % 2]!;
  const scent =
    product.scent && product.scent !== 'Unscented'
      ? ` The ${product.scent.toLowerCase()} scent is nice.`
      : '';
  const box = product.combos ? ' Every bottle in the box came sealed and full size.' : '';
  if (rating >= 5)
    return pick % 2 === 0
      ? `Using the ${name} for ${use.job} and ${win}.${scent}${box} Will order again.`
      : `Very happy with the ${name}. I bought it for ${use.job}: ${win}.${box}`;
  if (rating === 4)
    return `Good product. The ${name} works well for ${use.job}; ${win}. Only one star less because ${gripe}.${box}`;
  if (rating === 3)
    return `The ${name} is okay for ${use.job}. It does the job, but ${gripe}. Price is reasonable.`;
  return `Not for me. I tried the ${name} for ${use.job}, but ${gripe}, and ${use.gripes[pick % 2]!}. I will not reorder.`;
}
