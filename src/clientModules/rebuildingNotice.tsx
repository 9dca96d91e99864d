/**
 * `npm start` only (docusaurus.config.ts): renders the rebuilding notice
 * (src/components/RebuildingNotice) in a React root of its own, beside the
 * site's, so that it stays across page changes and hot updates.
 */
import React from 'react';
import {createRoot} from 'react-dom/client';
import RebuildingNotice from '../components/RebuildingNotice';

if (typeof document !== 'undefined') {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<RebuildingNotice />);
}
