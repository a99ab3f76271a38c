// Whether the page the server rendered is being hydrated right now (set around Preact's synchronous hydrate in
// preact-dom-client.ts; never on React, whose hydration runs later): a part may then keep the server's HTML as it
// is and start later (components/hydrate-when-near.tsx, decision 0268).
export const hydration = { now: false };
