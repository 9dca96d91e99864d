/**
 * The words of the rollout diagram (./index.tsx): the order of a Teams
 * rollout of the app, as the picture shows it.
 */
import type {DiagramText} from '../types';

export const diagramText: DiagramText = {
  title: 'Rollout order for the app in Microsoft Teams',
  description:
    'Five steps from left to right: 1, allow the app; 2, grant admin consent; 3, set availability, first for a pilot group and then for everyone; 4, pin the app with an app setup policy; 5, tell users and ask them to open the app once.',
};
