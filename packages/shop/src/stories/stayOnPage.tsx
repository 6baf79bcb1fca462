// Story-only helper (never exported from the package index), after packages/ui/src/stories.
import type {Decorator} from '@storybook/react-vite';

/**
 * Keeps the story's frame on its page when a play function follows a link: the link's own
 * handlers run first, the browser's navigation is then cancelled at the wrapper.
 */
export const stayOnPage: Decorator = (Story) => (
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  <div onClick={(event) => event.preventDefault()}>
    <Story />
  </div>
);
