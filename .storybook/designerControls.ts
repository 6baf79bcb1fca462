import type {Preview} from '@storybook/react-vite';

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];
type ArgType = ReturnType<ArgTypesEnhancer>[string];

/** Prop types Storybook would edit as raw JSON (its `object` control). */
const JSON_TYPES = new Set(['object', 'array', 'intersection', 'union', 'other', 'tuple']);

/** The control a designer gets for one arg, given its story value. */
function designerControl(argType: ArgType, value: unknown): ArgType {
  if (argType.control !== undefined || argType.options !== undefined) return argType;
  const typedAsJson = argType.type !== undefined && JSON_TYPES.has(argType.type.name);
  if (typeof value === 'string') {
    if (value.startsWith('data:')) return {...argType, control: false};
    // A node or union prop the story fills with plain text is edited as text.
    return typedAsJson ? {...argType, control: 'text'} : argType;
  }
  const isObject = typeof value === 'object' && value !== null;
  return isObject || typedAsJson ? {...argType, control: false} : argType;
}

/**
 * Controls a designer can use (decision 046): colour pickers, selects with names, text, numbers
 * and switches, never a JSON editor or a data URL. Runs before Storybook infers the controls: an
 * arg typed or given as an object, array or node (plain text in it is edited as text), or whose
 * value is a data URL (an inlined image), gets no control unless its story chose one (e.g. a
 * select of named fixtures through `mapping`). The prop stays in the docs table with its type;
 * the toolbars set the data it would carry.
 */
export const designerControls: ArgTypesEnhancer = ({argTypes, initialArgs}) => {
  const names = new Set([...Object.keys(argTypes), ...Object.keys(initialArgs)]);
  return Object.fromEntries(
    [...names].map((name) => [name, designerControl(argTypes[name] ?? {name}, initialArgs[name])]),
  );
};
