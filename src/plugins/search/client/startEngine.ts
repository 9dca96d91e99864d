/**
 * What the search needs only once a reader shows intent: MiniSearch, the
 * stemmer, the site's engine and the glossary. ./useSearch.ts imports this
 * module dynamically, so the bundler makes it a chunk of its own, out of the
 * main bundle that every page evaluates before its first paint.
 */
import {GLOSSARY} from '@site/src/data/glossary';
import type {SearchIndex} from '../data/indexFormat';
import {SearchEngine} from './engine';

export const startEngine = (index: SearchIndex): SearchEngine => new SearchEngine(index, GLOSSARY);
