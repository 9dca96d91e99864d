/**
 * The words of the retention diagram (./index.tsx). Periods come from
 * src/data/facts.ts, so a change to a retention period changes the picture,
 * its description and the page's Markdown twin together.
 */
import {facts} from '../../../data/facts';
import type {DiagramText} from '../types';

export const diagramText: DiagramText = {
  title: 'How long the app keeps each kind of data',
  description: `Raw metadata is deleted after ${facts.rawRetentionDays} days. Prompts and answers are kept ${facts.promptRetentionDays} days for abuse monitoring, then deleted. Weekly aggregates are kept ${facts.aggregateRetentionMonths} months, then deleted.`,
};
