/**
 * The words of the data-flow diagram (./index.tsx): its steps, drawn as
 * boxes, and its title and description, made from the same steps. Product
 * numbers come from src/data/facts.ts.
 */
import {facts} from '../../../data/facts';
import type {DiagramText} from '../types';

export interface Step {
  title: string;
  lines: string[];
  /** Draw a dashed divider before the last line (used for "never read"). */
  lastLineIsExclusion?: boolean;
}

export const steps: Step[] = [
  {
    title: 'Collaboration metadata from Teams',
    lines: [
      'Meeting times, durations and attendee counts',
      'Send times and senders of chat and channel messages',
      'In teams that added the app: every member’s channel messages',
      'Discarded on arrival: message text, attendee names',
      'Never read: recordings, transcripts, files, email',
    ],
    lastLineIsExclusion: true,
  },
  {
    title: `Weekly computation, every ${facts.refreshDay}`,
    lines: [`Uses the last ${facts.windowDays} days of metadata`],
  },
  {
    title: 'Aggregation',
    lines: [
      `Team figures always combine at least ${facts.minGroupSize} people`,
      'No one else sees a person’s individual data',
    ],
  },
  {
    title: 'Team insights',
    lines: ['Outcomes, drivers and impact of recorded changes'],
  },
  {
    title: 'The assistant',
    lines: [`Summaries and chat answers, labeled “${facts.aiLabel}”`],
  },
];

export const diagramText: DiagramText = {
  title: 'How data flows from Microsoft Teams to an insight',
  description: steps
    .map((step, index) => `Step ${index + 1}: ${step.title}. ${step.lines.join('. ')}.`)
    .join(' '),
};
