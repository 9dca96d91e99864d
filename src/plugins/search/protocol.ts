/**
 * Messages between the search client (./client.ts, in the page) and the
 * search worker (./worker.ts). A page only ever starts the worker of its own
 * build (its file name changes with every build, and a page whose worker
 * file is gone after a deploy reloads once), so both sides always agree.
 */
import type {SearchAnswer} from './types';

export type WorkerRequest =
  | {id: number; type: 'load'; indexUrl: string}
  | {id: number; type: 'search'; indexUrl: string; query: string; limit: number};

export type WorkerResponse =
  /** Sent once, when the worker's code has started: from then on an error is not a missing file. */
  | {type: 'ready'}
  | {id: number; type: 'loaded'}
  | {id: number; type: 'answer'; answer: SearchAnswer}
  | {id: number; type: 'error'; message: string};
