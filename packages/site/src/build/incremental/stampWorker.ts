// The thread of stamps.ts's `changedPages`: checks the files it is given and answers with the
// indexes of those that changed.
import {parentPort, workerData} from 'node:worker_threads';
import {staleFiles, type StampList} from './stamps.ts';

parentPort?.postMessage(staleFiles(workerData as StampList));
