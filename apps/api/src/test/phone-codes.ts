// What the tests of one-time codes share: a clock they move, and mobile numbers and client addresses that no other
// test file uses (each file picks its own leading digit and stride, or its own second octet), so the limits per
// number and per address of one file never reach another's.

/** A clock starting at `start` that the test moves. */
export function movableClock(start: Date) {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(at: Date) {
      now = at.getTime();
    },
  };
}

/** Fresh 10-digit mobile numbers: `first` and then nine digits from `base` in steps of `step`. */
export function numberMaker(first: '6' | '7' | '8' | '9', base: number, step: number) {
  let made = 0;
  return () => `${first}${String(base + ++made * step).slice(-9)}`;
}

/** Fresh client addresses under 10.`octet`.x.y. */
export function addressMaker(octet: number) {
  let made = 0;
  return () => `10.${octet}.${Math.floor(++made / 250)}.${(made % 250) + 1}`;
}
