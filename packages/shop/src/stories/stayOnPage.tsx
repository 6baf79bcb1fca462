// Story-only helper (never exported from the package index), after packages/ui/src/stories.
import type {Decorator} from '@storybook/react-vite';

/**
 * Keeps the story's frame on its page when a play function follows a link: the link's own
 * handlers run first, the browser's navigation is then cancelled at the wrapper. Only links:
 * a native submit button's click must still submit its form (decision 052).
 */
export const stayOnPage: Decorator = (Story) => (
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  <div
    onClick={(event) => {
      if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
    }}
  >
    <Story />
  </div>
);
