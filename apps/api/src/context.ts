// The context every service verb receives: the database (or the caller's transaction), storage and the actor.
import type { DbOrTx } from './db/client.ts';
import type { Actor } from './plugins/auth.ts';
import type { Storage } from './plugins/storage.ts';

export type Ctx = {
  db: DbOrTx;
  storage: Storage;
  actor: Actor | null;
};
