#!/usr/bin/env node
// @ts-check
/**
 * `npm run check:sources`: the Microsoft Learn sources of README.md not
 * checked for STALE_MONTHS months, and the site pages that cite each
 * (scripts/learn-sources.mjs reads the table). A report, never a gate: it
 * exits 0 whatever is due.
 *
 *   npm run check:sources                      # relative to today
 *   npm run check:sources -- --today 2027-06-01
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {learnTable, staleReport} from './learn-sources.mjs';

const README = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md');
const {values} = parseArgs({options: {today: {type: 'string'}}});
const today = values.today ? new Date(`${values.today}T00:00:00Z`) : new Date();
if (Number.isNaN(today.getTime()))
  throw new Error(`--today ${values.today}: write the date as YYYY-MM-DD`);
console.log(staleReport(learnTable(fs.readFileSync(README, 'utf8')), today));
