// The React floor (the bench's `react_floor_gz_kb`): a page that only hydrates an empty React 19
// root. Built with the site's Vite settings, it is the least JavaScript any React island page can
// load, so the site's figures are read as multiples of it.
import {createElement} from 'react';
import {hydrateRoot} from 'react-dom/client';

function Empty(): null {
  return null;
}

const container = document.getElementById('root');
if (container !== null) hydrateRoot(container, createElement(Empty));
